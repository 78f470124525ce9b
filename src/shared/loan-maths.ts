// Business rules (docs/product.md#constants), shared by the estimate on screen and the server.
import { monthlyPaymentAtApr } from './representative-figures.ts';
import { sitePricing } from './site-config.ts';

/**
 * Estimated monthly payment shown to the applicant: round(amount × multiplier ÷ term), the
 * multiplier from the site configuration (1.28 by default: docs/product.md#constants).
 */
export function estimatedMonthlyPayment(
  amount: number,
  termMonths: number,
  multiplier = sitePricing.estimate.multiplier,
): number {
  if (!(termMonths > 0)) return 0;
  return Math.round((amount * multiplier) / termMonths);
}

export function estimatedTotalRepayable(amount: number, termMonths: number): number {
  return estimatedMonthlyPayment(amount, termMonths) * termMonths;
}

/** Affordable when disposable income (income minus expenses) is at least the payment plus £100. */
export const AFFORDABILITY_BUFFER = 100;

export function isAffordable(monthlyIncome: number, totalExpenses: number, monthlyPayment: number): boolean {
  return monthlyIncome - totalExpenses >= monthlyPayment + AFFORDABILITY_BUFFER;
}

/**
 * The monthly payment at the representative APR: `amount` repaid over `termMonths` equal payments
 * (amortised), to the penny. The landing calculator and the SECCI show it (issue 42 item 3), and the
 * affordability checks use it; the step 1 estimate above is the spec's rough figure, labelled as an
 * estimate (£5,000 over 36 months: £178, where 91% APR costs £323.45).
 */
export function paymentAtRepresentativeApr(
  amount: number,
  termMonths: number,
  aprPercent = sitePricing.representativeApr,
): number {
  if (!(termMonths > 0) || !(amount > 0)) return 0;
  return Math.round(monthlyPaymentAtApr(amount, termMonths, aprPercent) * 100) / 100;
}

/** What those payments add up to, to the penny. */
export function totalAtRepresentativeApr(amount: number, termMonths: number): number {
  return Math.round(paymentAtRepresentativeApr(amount, termMonths) * termMonths * 100) / 100;
}

/** The payment the affordability checks (the gate, the sandbox lenders) compare with disposable income. */
export const affordabilityPayment = paymentAtRepresentativeApr;
