// How the broker is paid, said the same way on every page (issue 27 item 11). Under the lender
// protocol a lender pays for an application when it accepts (buys) it from us: the price is booked
// then (docs/lender-protocol.md, ADR 065), whether or not the applicant goes on to take the loan; a
// lead the lender returns (wrong contact details, fraud…) is credited back to the lender.

/** When a lender pays us, as a clause: "…, whether or not you take out a loan". */
export const COMMISSION_WHEN = 'when it accepts your application from us, whether or not you take out a loan with it';
