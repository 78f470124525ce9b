import type { Draft } from '../draft/fetch.ts';
import type { ResultStatus } from '../timings.ts';

export type RealOutcome = ResultStatus | 'none' | 'unsent';

/**
 * What the result page shows: the application's real outcome from the server, whatever the
 * query string says (a link saying `sold` to a pending applicant shows pending; issue 16 item 1).
 * The query string stays for the links that carry it and for analytics, never for the outcome.
 */
export function realOutcome(draft: Draft | null | undefined): RealOutcome {
  if (!draft) return 'none';
  // Stopped by the gate before any lender (decision 021): never offered, never an outcome.
  if (draft.status === 'referred') return 'referred';
  if (draft.apiStatus === 'sold' || draft.apiStatus === 'pending' || draft.apiStatus === 'reject')
    return draft.apiStatus;
  if (draft.status === 'draft') return 'unsent';
  // Consented but without an outcome: the run failed or was cut short; Try Again runs it.
  return 'error';
}
