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
