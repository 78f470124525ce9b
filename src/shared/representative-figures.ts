import type { SiteConfig } from './site-config-schema.ts';

// The automated check of the advertised figures (issue 16 item 15): the APR of the configured
// representative example recomputed by the formula of CONC App 1.2, and the applicant's estimate
// at the longest term compared with what the representative APR really costs.

/** Present value at an annual rate `x` of `term` monthly payments (CONC App 1.2.1: t in years). */
const presentValue = (x: number, payment: number, term: number): number => {
  let sum = 0;
  for (let k = 1; k <= term; k++) sum += payment * (1 + x) ** (-k / 12);
  return sum;
};

/** APR in percent of `amount` repaid by `term` equal monthly payments (bisection, exact to 1e-9). */
export function aprOfMonthlyLoan(amount: number, payment: number, term: number): number {
  if (presentValue(0, payment, term) <= amount) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(high, payment, term) > amount) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid, payment, term) > amount) low = mid;
    else high = mid;
  }
  return low * 100;
}

/** The equal monthly payment of `amount` over `term` months at an APR of `aprPercent`. */
export function monthlyPaymentAtApr(amount: number, term: number, aprPercent: number): number {
  const monthly = (1 + aprPercent / 100) ** (1 / 12) - 1;
  if (monthly === 0) return amount / term;
  return (amount * monthly) / (1 - (1 + monthly) ** -term);
}

export type FigureMismatch = { path: string; message: string };

const pounds = (value: number) => `£${value.toFixed(2)}`;

/**
 * Every figure that does not follow from the others beyond rounding: the APR is stated to one
 * decimal place (CONC App 1.2.7), payments to the penny, the estimate to the pound.
 */
export function checkRepresentativeFigures(
  config: SiteConfig,
  longest: { amount: number; term: number },
): FigureMismatch[] {
  const { representativeApr, representativeExample: ex, estimate } = config.pricing;
  const problems: FigureMismatch[] = [];
  const apr = aprOfMonthlyLoan(ex.amount, ex.monthlyPayment, ex.term);
  if (Math.abs(apr - representativeApr) > 0.1) {
    problems.push({
      path: 'pricing.representativeApr',
      message:
        `${pounds(ex.amount)} over ${ex.term} months at ` +
        `${pounds(ex.monthlyPayment)} a month is ${apr.toFixed(1)}% APR by CONC ` +
        `App 1.2, not the stated ${representativeApr}%`,
    });
  }
  // No fees: the fixed borrowing rate a year is 12 × the monthly rate the payment implies.
  const borrowingRate = 12 * ((1 + apr / 100) ** (1 / 12) - 1) * 100;
  if (Math.abs(borrowingRate - ex.interestRate) > 0.1) {
    problems.push({
      path: 'pricing.representativeExample.interestRate',
      message:
        `${pounds(ex.monthlyPayment)} a month is a fixed rate of ${borrowingRate.toFixed(1)}% pa, ` +
        `not the stated ${ex.interestRate}%`,
    });
  }
  const total = ex.monthlyPayment * ex.term;
  if (Math.abs(total - ex.totalRepayable) > 0.005 * ex.term + 1e-9) {
    problems.push({
      path: 'pricing.representativeExample.totalRepayable',
      message: `${ex.term} × ${pounds(ex.monthlyPayment)} is ${pounds(total)}, not ${pounds(ex.totalRepayable)}`,
    });
  }
  if (Math.abs(ex.totalRepayable - ex.amount - ex.interest) > 0.01) {
    problems.push({
      path: 'pricing.representativeExample.interest',
      message:
        `total repayable less the amount is ` + `${pounds(ex.totalRepayable - ex.amount)}, not ${pounds(ex.interest)}`,
    });
  }
  const estimated = Math.round((longest.amount * estimate.multiplier) / longest.term);
  const atApr = monthlyPaymentAtApr(longest.amount, longest.term, representativeApr);
  if (Math.abs(estimated - atApr) > 1) {
    problems.push({
      path: 'pricing.estimate.multiplier',
      message:
        `the estimate for ${pounds(longest.amount)} over ${longest.term} months is ` +
        `${pounds(estimated)} a month; at the representative ${representativeApr}% ` +
        `APR it is ${pounds(atApr)}`,
    });
  }
  return problems;
}
