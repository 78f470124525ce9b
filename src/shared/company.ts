import { gbp } from './money.ts';
import { siteIdentity, sitePricing, siteReviews } from './site-config.ts';

export { gbp };

// The firm's details in one place: every page, email, PDF and structured-data block reads these
// instead of repeating literals. Identity, reviews and pricing come from the site configuration
// (SITE_CONFIG, decision 012); what the product (docs/product.md) or the law fixes is written here.
export const company = {
  ...siteIdentity,
  loanRange: { minAmount: 50, maxAmount: 5000, minTerm: 3, maxTerm: 36 },
  representativeApr: sitePricing.representativeApr,
  rateRange: sitePricing.rateRange,
  representativeExample: sitePricing.representativeExample,
  riskWarning: 'Late repayment can cause you serious money problems. For help, go to moneyhelper.org.uk.',
  debtAdvice: { name: 'MoneyHelper', url: 'https://www.moneyhelper.org.uk' },
  brokerDisclosure:
    'We are a credit broker, not a lender. We are paid a commission by the ' +
    'lenders we introduce you to; we never charge you a fee.',
  rating: siteReviews.rating,
  customers: siteReviews.customers,
  partnerCarFinanceUrl: 'https://www.carfinance247.co.uk',
  /**
   * How long the application (the eligibility check: seven steps, then check your answers) takes,
   * worded the same on every page that says so (decision 131).
   */
  applicationTime: 'about 5 minutes',
} as const;

/** The representative example as one sentence, worded the same wherever it appears. */
export function representativeExampleText(): string {
  const ex = company.representativeExample;
  return (
    `Representative example: borrowing ${gbp(ex.amount, 0)} over ${ex.term} months at a fixed rate of ` +
    `${ex.interestRate}% pa. Monthly payment ${gbp(ex.monthlyPayment)}, total repayable ` +
    `${gbp(ex.totalRepayable)}, total interest ${gbp(ex.interest)}. Representative ${company.representativeApr}% APR.`
  );
}
