// Retention periods published in the privacy policy; the server's purge job enforces the same
// numbers, so the two cannot drift apart.

const DAY = 24 * 60 * 60 * 1000;

export const RETENTION_MS = {
  /** An application started but never submitted: deleted 90 days after the last activity. */
  unsubmittedDraft: 90 * DAY,
  /** A submitted application: personal data erased 6 years after submission. */
  submittedApplication: 6 * 365 * DAY,
  /** Contact form messages: 2 years. */
  contactMessage: 2 * 365 * DAY,
  /** Visitor sessions: 30 days after the last visit (sessions expire; expired rows are deleted). */
  session: 30 * DAY,
  /** Analytics events: 26 months. */
  analyticsEvent: 26 * 30 * DAY,
  /** Copies of messages in the outbox (no SMTP/SMS provider configured): 90 days. */
  outboxMessage: 90 * DAY,
  /** Admin login attempts (email and IP address, for security monitoring): 1 year. */
  loginAttempt: 365 * DAY,
  /**
   * The request and answer of a lender's test call, in its exchange log (a made-up lead, no
   * applicant's): 30 days, the log's default view (decision 153). The call's row stays.
   */
  testCallBody: 30 * DAY,
} as const;
