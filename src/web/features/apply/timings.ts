// Timing constants (docs/product.md#statuses) for the processing, resubmit and result screens, in one place
// so the screens and the browser tests read the same numbers.

export const PROCESSING = {
  /** Progress rises on every tick: +2 below 50 %, +1 below 80 %, +0.5 above, never past the cap. */
  tickMs: 200,
  cap: 95,
  /** The no-body submit call is made this long after the screen opens. */
  submitAfterMs: 5_000,
  /** A 503 (still processing, or the service briefly down) is asked again after this long. */
  retryAfterUnavailableMs: 3_000,
  statusEveryMs: 3_000,
  tipEveryMs: 5_000,
  /** The 'Submit Again in New Window' button appears after this long. */
  submitAgainAfterMs: 10_000,
  /** With a lender redirect: 'Match Found!' then redirect after this long. */
  redirectDelayMs: 1_000,
  /** Without one: go to the result page after this long. */
  resultDelayMs: 500,
} as const;

export const RESUBMIT = {
  /** Expired links close the window after this long. */
  closeAfterMs: 3_000,
  redirectDelayMs: 1_000,
  resultDelayMs: 2_000,
  /** Resubmit links are valid this long (issued by the server). */
  linkValidMs: 30 * 60_000,
} as const;

export const RESULT = {
  /** A sold result sends the applicant to the lender's page after this long. */
  autoRedirectMs: 2_000,
  /** Lenders contact a pending applicant within this many hours. */
  lenderContactHours: 48,
} as const;

/** Next progress value after one tick (docs/product.md#statuses). */
export function nextProgress(current: number): number {
  const step = current < 50 ? 2 : current < 80 ? 1 : 0.5;
  return Math.min(PROCESSING.cap, current + step);
}

/** Phone verification waits for typing to pause this long. */
export const PHONE_CHECK_DEBOUNCE_MS = 500;
export const PHONE_CHECK_MIN_LENGTH = 10;

const RESULT_STATUSES = ['sold', 'pending', 'reject', 'error', 'referred'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** The result page's status from the query string; anything else shows the default, sold. */
export const parseStatus = (value: string | null): ResultStatus =>
  (RESULT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ResultStatus) : 'sold';
