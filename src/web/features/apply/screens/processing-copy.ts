/** Rotating status lines of the processing screen (every 3 s). */
export const STATUS_MESSAGES = [
  'Checking your details…',
  'Searching our panel of lenders…',
  'Matching you with suitable lenders…',
  'Waiting for lender decisions…',
  'Almost there…',
];

/** Rotating tips of the processing screen (every 5 s). */
export const TIPS = [
  'Our eligibility check is a soft search: it does not affect your credit score.',
  'If a lender can help, you will see its loan agreement before you sign anything.',
  'Keep your phone nearby: a lender may call or text to complete your loan.',
  'Only borrow what you can comfortably repay. Free, impartial help is available from MoneyHelper.',
  'We are a credit broker, not a lender: the lender decides whether to lend to you.',
];
