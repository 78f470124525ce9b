// The vulnerability and affordability gate (ADR 021): the fixed reason codes shared by the
// server (recorded on the application, counted on the dashboard) and the screens that explain them.

export const GATE_REASONS = [
  'wants-debt-help',
  'missed-priority-bills',
  'financial-difficulty',
  'expenses-exceed-income',
  'unaffordable',
] as const;
export type GateReason = (typeof GATE_REASONS)[number];

/**
 * Why an application was referred instead of offered to lenders: the gate's reasons, or
 * `possible-duplicate` (the email, two of the email, mobile and date of birth, or name, date of
 * birth and postcode match an earlier applicant: a person reviews it, ADR 051, issue 41.3), or
 * `quality-check` (the lead's quality score held it for a person, decision 140).
 */
export const REFERRAL_REASONS = [...GATE_REASONS, 'possible-duplicate', 'quality-check'] as const;
/**
 * The referral of a lead the quality score classed `bad` (a disposable email, or several signals
 * together: decision 140): no lender sees it until a person in the back office releases it.
 */
export const QUALITY_HOLD: ReferralReason = 'quality-check';
export type ReferralReason = (typeof REFERRAL_REASONS)[number];
export const isReferralReason = (value: unknown): value is ReferralReason =>
  (REFERRAL_REASONS as readonly unknown[]).includes(value);

export const isGateReason = (value: unknown): value is GateReason =>
  (GATE_REASONS as readonly unknown[]).includes(value);

/** Short labels for the admin screens. */
export const GATE_REASON_LABELS: Record<GateReason, string> = {
  'wants-debt-help': 'Asked for help with debt',
  'missed-priority-bills': 'Missed priority bills',
  'financial-difficulty': 'In financial difficulty',
  'expenses-exceed-income': 'Expenses exceed income',
  unaffordable: 'Loan not affordable',
};
