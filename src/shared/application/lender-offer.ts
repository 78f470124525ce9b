import type { LeadDecision } from './status.ts';

/**
 * One lender an application was offered to, as GET /api/application/offers answers it and the result
 * screen reads it: worded as on the record page (src/shared/lender-outcome.ts). No bid prices: only the
 * buying lender's commission, which the broker must disclose.
 */
export type LenderOffer = {
  lenderName: string;
  panel: 'primary' | 'secondary';
  outcome: LeadDecision;
  headline: string;
  detail: string;
  /** The buying lender only: the commission it paid us. */
  commission?: number;
  attemptedAt: string;
};
