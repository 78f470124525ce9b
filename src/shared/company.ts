// The firm's details in one place: every page, email, PDF and structured-data block reads these
// instead of repeating literals. The spec leaves the legal entity, company number and registered
// address unstated; the values below are this deployment's configuration (see README).
export const company = {
  companyName: 'ClearPath Loans',
  legalEntity: 'ClearPath Finance Ltd',
  companyNumber: '14820365',
  fcaFrn: '764855',
  registeredAddress: '2 Riverside Way, Leeds, LS1 4EF',
  phone: '0808 157 0192',
  phoneHref: 'tel:+448081570192',
  email: 'help@clearpathloans.co.uk',
  complaintsEmail: 'complaints@clearpathloans.co.uk',
  openingHours: [
    { days: 'Monday to Friday', hours: '9am to 6pm' },
    { days: 'Saturday', hours: '10am to 4pm' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  complaintsPhoneHours: 'Monday to Friday, 9am to 5pm',
  loanRange: { minAmount: 50, maxAmount: 5000, minTerm: 3, maxTerm: 36 },
  representativeApr: 91,
  rateRange: { minApr: 9.3, maxApr: 1721 },
  representativeExample: {
    amount: 500,
    term: 6,
    monthlyPayment: 106.79,
    totalRepayable: 640.77,
    interest: 140.77,
    interestRate: 91,
  },
  riskWarning: 'Late repayment can cause you serious money problems. For help, go to moneyhelper.org.uk.',
  debtAdvice: { name: 'MoneyHelper', url: 'https://www.moneyhelper.org.uk' },
  brokerDisclosure:
    'We are a credit broker, not a lender. We are paid a commission by the lenders we introduce you to; we never charge you a fee.',
  rating: { score: 4.6, outOf: 5, reviews: 523 },
  customers: '10,000',
  partnerCarFinanceUrl: 'https://www.carfinance247.co.uk',
} as const;

// Building an Intl.NumberFormat is slow (locale data): one per precision, reused.
const gbpFormats = new Map<number, Intl.NumberFormat>();

export const gbp = (value: number, fractionDigits = 2): string => {
  let format = gbpFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    gbpFormats.set(fractionDigits, format);
  }
  return format.format(value);
};

/** The representative example as one sentence, worded the same wherever it appears. */
export function representativeExampleText(): string {
  const ex = company.representativeExample;
  return (
    `Representative example: borrowing ${gbp(ex.amount, 0)} over ${ex.term} months at a fixed rate of ` +
    `${ex.interestRate}% pa. Monthly payment ${gbp(ex.monthlyPayment)}, total repayable ` +
    `${gbp(ex.totalRepayable)}, total interest ${gbp(ex.interest)}. Representative ${company.representativeApr}% APR.`
  );
}
