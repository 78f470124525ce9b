import { z } from 'zod';

// The back office's data-requests queue (UK GDPR Articles 15, 17 and 19): access and erasure
// requests from the applicant's record page, each with its one-month clock, and for an erasure
// which lenders have acknowledged it and which have not yet.

export const erasureNoticeItem = z.object({
  lenderId: z.string(),
  lenderName: z.string(),
  attempts: z.number().int(),
  lastAttemptAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  acknowledgedAt: z.iso.datetime().nullable(),
});
export type ErasureNoticeItem = z.infer<typeof erasureNoticeItem>;

/** Who started a data request (the `data_requests.origin` column). */
export const DATA_REQUEST_ORIGINS = ['applicant', 'back-office', 'retention'] as const;
export type DataRequestOrigin = (typeof DATA_REQUEST_ORIGINS)[number];

export const dataRequestItem = z.object({
  id: z.uuid(),
  reference: z.string(),
  kind: z.enum(['access', 'erasure']),
  /**
   * Who started it: the applicant (record page), the back office's Erase on an applicant's behalf,
   * or the retention purge at the end of the retention period (decision 103).
   */
  origin: z.enum(DATA_REQUEST_ORIGINS),
  /** The application's public reference (its record). */
  applicationReference: z.string(),
  requestedAt: z.iso.datetime(),
  /** One calendar month after the request (London date). */
  dueOn: z.iso.date(),
  /** Calendar days left to the due date (negative: overdue); null once complete. */
  daysLeft: z.number().int().nullable(),
  overdue: z.boolean(),
  /** access: `awaiting-code` until the code is entered; erasure: `telling-lenders` until all acknowledge. */
  status: z.enum(['awaiting-code', 'telling-lenders', 'complete']),
  completedAt: z.iso.datetime().nullable(),
  lenders: z.array(erasureNoticeItem),
});
export type DataRequestItem = z.infer<typeof dataRequestItem>;

export const dataRequestsResponse = z.object({
  today: z.iso.date(),
  open: z.number().int(),
  overdue: z.number().int(),
  /** Open requests, overdue first then by due date; then the latest completed ones. */
  items: z.array(dataRequestItem),
});
export type DataRequestsResponse = z.infer<typeof dataRequestsResponse>;
