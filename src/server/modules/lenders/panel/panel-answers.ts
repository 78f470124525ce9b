import { AppError } from '#server/lib/app-error.ts';
import type { PanelStatus } from '#shared/application/status.ts';
import type { PanelOutcome, PanelWaiting } from './lender-panel.types.ts';

/** The job is still running (here, or resumed by another instance after a restart). */
export const STILL_PROCESSING = 'Your application is still being processed. Please try again in a moment.';
/** When a waiting caller should ask again. */
export const WAITING_RETRY_SECONDS = 3;
export const WAITING: PanelWaiting = { status: 'waiting', retryAfterSeconds: WAITING_RETRY_SECONDS };

/** The caller's wait is over (or the panel is closing) while the job goes on: ask again shortly. */
export const stillProcessing = () =>
  new AppError('UNAVAILABLE', STILL_PROCESSING, {
    headers: { 'retry-after': String(WAITING_RETRY_SECONDS) },
  });
/** The job failed for good (its retries spent). */
export const runFailed = () => new AppError('INTERNAL', 'The lender panel could not process the application');

/** The primary outcome as the application row stores it. */
export const outcomeOf = (row: {
  apiStatus: PanelStatus | null;
  redirectUrl: string | null;
  leadId: string | null;
  price: number | null;
}): PanelOutcome => ({
  status: row.apiStatus ?? 'reject',
  ...(row.apiStatus === 'sold' && row.redirectUrl ? { redirectUrl: row.redirectUrl } : {}),
  ...(row.leadId ? { leadId: row.leadId } : {}),
  ...(row.apiStatus === 'sold' && row.price !== null ? { price: row.price } : {}),
});
