import { z } from 'zod';
import { APPLICATION_STATUSES } from '#shared/application/status.ts';

// The back office's complaints queue (DISP 1) and the human reviews of our automated decisions
// (UK GDPR Article 22): list shapes and the bodies of the actions, read by the server's routes
// and the admin screens.

export const complaintItem = z.object({
  id: z.uuid(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  applicationReference: z.string().nullable(),
  description: z.string(),
  desiredOutcome: z.string().nullable(),
  receivedAt: z.iso.datetime(),
  acknowledgedAt: z.iso.datetime().nullable(),
  /** Close of this London date: the last day for a summary resolution (3 business days). */
  summaryDeadline: z.iso.date(),
  /** The final response is due by this London date (8 weeks). */
  finalResponseDue: z.iso.date(),
  status: z.enum(['open', 'closed']),
  /** Business days since receipt, until today or until it was closed. */
  businessDaysOpen: z.number().int(),
  /** Calendar days left to the final response date (negative: overdue); null once closed. */
  daysToFinalResponse: z.number().int().nullable(),
  summaryResolutionOpen: z.boolean(),
  overdue: z.boolean(),
  resolution: z.enum(['summary', 'final']).nullable(),
  upheld: z.boolean().nullable(),
  responseText: z.string().nullable(),
  closedAt: z.iso.datetime().nullable(),
});
export type ComplaintItem = z.infer<typeof complaintItem>;

export const complaintsResponse = z.object({
  today: z.iso.date(),
  open: z.number().int(),
  overdue: z.number().int(),
  /** Open complaints, overdue first then by final response date; then the latest closed ones. */
  items: z.array(complaintItem),
});
export type ComplaintsResponse = z.infer<typeof complaintsResponse>;

export const closeComplaintBody = z.object({
  upheld: z.boolean({ error: 'Say whether the complaint is upheld' }),
  response: z
    .string({ error: 'Write what we tell the complainant' })
    .trim()
    .min(1, 'Write what we tell the complainant')
    .max(20_000, 'Keep the response under 20,000 characters'),
});
export type CloseComplaintBody = z.infer<typeof closeComplaintBody>;

export const complaintsReturnQuery = z.object({
  from: z.iso.date('Use a date such as 2026-01-01').optional(),
  to: z.iso.date('Use a date such as 2026-06-30').optional(),
});

/**
 * What followed a changed decision (issue 42.9): `offered` to the lender panel, or why not:
 * `erased` (the applicant's data is gone), `has-outcome` (a lender's outcome was stored meanwhile).
 */
export const REVIEW_FOLLOW_UPS = ['offered', 'erased', 'has-outcome'] as const;
export type ReviewFollowUp = (typeof REVIEW_FOLLOW_UPS)[number];

export const reviewItem = z.object({
  id: z.uuid(),
  reference: z.string(),
  applicationId: z.uuid(),
  applicationPublicId: z.string(),
  applicantName: z.string().nullable(),
  automatedDecision: z.enum(['referred', 'duplicate']),
  /** The rule's own reason: a gate reason code or the duplicate rule's text. */
  ruleReason: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
  status: z.enum(['open', 'decided']),
  decision: z.enum(['upheld', 'changed']).nullable(),
  reason: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.string().nullable(),
  followUp: z.enum(REVIEW_FOLLOW_UPS).nullable(),
  /** The application's status now (after a changed decision, what the panel made of it). */
  applicationStatus: z.enum(APPLICATION_STATUSES),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewsResponse = z.object({ open: z.number().int(), items: z.array(reviewItem) });
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

export const reviewDecisionBody = z.object({
  decision: z.enum(['upheld', 'changed'], { error: 'Choose whether the decision stands or is changed' }),
  reason: z
    .string({ error: 'Give the reason for the decision' })
    .trim()
    .min(1, 'Give the reason for the decision')
    .max(5000, 'Keep the reason under 5,000 characters'),
});
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBody>;
/** The decision as recorded; `emailed` false when the applicant's data was erased. */
export const reviewDecisionAnswer = z.object({
  id: z.uuid(),
  decision: z.enum(['upheld', 'changed']),
  emailed: z.boolean(),
  followUp: z.enum(REVIEW_FOLLOW_UPS).nullable(),
});
