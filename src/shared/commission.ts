import { gbp } from './money.ts';

// How the broker is paid, said the same way on every page (issue 27 item 11). Under the lender
// protocol a lender pays for an application when it accepts (buys) it from us: the price is booked
// then (docs/lender-protocol.md, ADR 065), whether or not the applicant goes on to take the loan; a
// lead the lender returns (wrong contact details, fraud…) is credited back to the lender.

/** When a lender pays us, as a clause: "…, whether or not you take out a loan". */
export const COMMISSION_WHEN = 'when it accepts your application from us, whether or not you take out a loan with it';

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
