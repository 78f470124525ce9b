/**
 * The statuses of an application, declared once: the database column, the server's outcomes, the
 * admin API's schemas, filters and badges all derive from this tuple. Plain data with no zod, so
 * any bundle may read it.
 */
export const APPLICATION_STATUSES = [
  'draft',
  'processing',
  'sold',
  'pending',
  'rejected',
  'error',
  'referred',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What the lender panel answered for a submitted application (its `apiStatus`). */
export const PANEL_STATUSES = ['sold', 'pending', 'reject'] as const;
export type PanelStatus = (typeof PANEL_STATUSES)[number];

/** How the back office names each status (badges, filters, the dashboard's counts). */
export const APPLICATION_STATUS_LABELS = {
  draft: 'Draft',
  processing: 'Processing',
  sold: 'Sold',
  pending: 'Pending',
  rejected: 'Rejected',
  error: 'Error',
  referred: 'Referred to debt advice',
} as const satisfies Record<ApplicationStatus, string>;

/** Statuses after which the application has its answer: the panel decided or the gate referred it. */
export const FINISHED_STATUSES = [
  'sold',
  'pending',
  'rejected',
  'referred',
] as const satisfies readonly ApplicationStatus[];

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly unknown[]).includes(value);

/**
 * What one lender attempt came to (lead_attempts.decision): `skipped` when the lender was not
 * asked or lost to a better bid. A separate vocabulary from the application's status.
 */
export const LEAD_DECISIONS = [...PANEL_STATUSES, 'error', 'timeout', 'skipped'] as const;
export type LeadDecision = (typeof LEAD_DECISIONS)[number];
