import { gbp } from './money.ts';

// CONC 4.5.3R: before the applicant submits, the consent step says that lenders pay us commission,
// how lenders are ordered, and the range of commission, taken from the lender panel's configured
// prices (GET /api/commission-range), never a figure written into the page.

/** The commission a lender on the panel expects to pay for an accepted application, in pence. */
export type CommissionRange = { minPence: number; maxPence: number };

/** "between £12 and £42", or "£20" when every lender pays the same. */
export function commissionRangeText({ minPence, maxPence }: CommissionRange): string {
  const pounds = (pence: number) => gbp(pence / 100, pence % 100 === 0 ? 0 : 2);
  return minPence === maxPence ? pounds(minPence) : `between ${pounds(minPence)} and ${pounds(maxPence)}`;
}
