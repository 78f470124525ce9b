import type { AttemptRow, OutcomeWrite } from './lender-panel.repository.ts';

type LenderError = { lender: string; decision: string; reason: string };

/**
 * What the lenders of a run said, for the application's outcome: each error or timeout (kept in
 * `api_errors`), and whether any lender gave a decision at all.
 */
export function runNotes() {
  const errors: LenderError[] = [];
  let anyDecision = false;
  return {
    errors,
    anyDecision: () => anyDecision,
    note: (row: AttemptRow) => {
      if (row.decision === 'error' || row.decision === 'timeout')
        errors.push({ lender: row.lenderId, decision: row.decision, reason: row.errorReason ?? '' });
      else anyDecision = true;
    },
  };
}
export type RunNotes = ReturnType<typeof runNotes>;

const errorsOrNull = (errors: LenderError[]) => (errors.length ? errors : null);

/**
 * The lender that never answered may have booked the lead: to the applicant, a lender has it for
 * review; Find More Lenders stays closed, so it is never sold to a second lender.
 */
export const heldOutcome = (notes: RunNotes, held: AttemptRow): OutcomeWrite => ({
  status: 'pending',
  apiStatus: 'pending',
  leadId: null,
  redirectUrl: null,
  price: null,
  apiErrors: [...notes.errors, { lender: held.lenderId, decision: 'timeout', reason: held.errorReason ?? '' }],
});

/** A lender bought the lead (sold) or took it for review (pending). */
export const winnerOutcome = (notes: RunNotes, winner: AttemptRow): OutcomeWrite => ({
  status: winner.decision === 'sold' ? 'sold' : 'pending',
  apiStatus: winner.decision === 'sold' ? 'sold' : 'pending',
  leadId: winner.leadRef,
  redirectUrl: winner.decision === 'sold' ? winner.redirectUrl : null,
  price: winner.decision === 'sold' ? winner.price : null,
  apiErrors: errorsOrNull(notes.errors),
});

/** Declined everywhere; when no lender gave any decision at all, it was a technical failure. */
export const declinedOutcome = (notes: RunNotes): OutcomeWrite => ({
  status: notes.anyDecision() || notes.errors.length === 0 ? 'rejected' : 'error',
  apiStatus: 'reject',
  leadId: null,
  redirectUrl: null,
  price: null,
  apiErrors: errorsOrNull(notes.errors),
});
