// Step 6 (issue 27 item 7): rent or mortgage and food start at £0 on screen, so a £0 there may be
// an answer the applicant never gave. A £0 is kept only when the applicant confirms it, by a box the
// step's schema requires (the form, the route action and the API alike). The confirmation is not a
// column: a stored £0 was confirmed when it was saved (decision 093).

export const ZERO_EXPENSE_CONFIRMATIONS = [
  {
    field: 'expenseHousing',
    confirm: 'confirmNoHousing',
    question: 'You told us you spend nothing on housing: is that right?',
    answer: 'Yes, I pay no rent or mortgage',
    message: 'Tick the box to confirm you pay no rent or mortgage, or enter what you pay',
  },
  {
    field: 'expenseFood',
    confirm: 'confirmNoFood',
    question: 'You told us you spend nothing on food: is that right?',
    answer: 'Yes, I spend nothing on food and groceries',
    message: 'Tick the box to confirm you spend nothing on food and groceries, or enter what you spend',
  },
] as const;

export type ZeroExpenseConfirmation = (typeof ZERO_EXPENSE_CONFIRMATIONS)[number];
/** The confirmation boxes' names: fields of step 6's schema that are not stored. */
export const ZERO_CONFIRM_FIELDS: readonly string[] = ZERO_EXPENSE_CONFIRMATIONS.map((c) => c.confirm);

/** The confirmations a stored step 6 carries: every £0 of a confirmed expense was confirmed on saving. */
export function storedZeroConfirmations(row: Record<string, unknown>): Record<string, true> {
  const confirmed: Record<string, true> = {};
  for (const { field, confirm } of ZERO_EXPENSE_CONFIRMATIONS) if (row[field] === 0) confirmed[confirm] = true;
  return confirmed;
}
