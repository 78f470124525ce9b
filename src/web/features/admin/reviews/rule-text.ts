import type { ReviewItem } from '#shared/admin/complaints-schemas.ts';
import { GATE_REASON_LABELS, isGateReason } from '#shared/application/gate.ts';

// Which of our rules decided, in words (issue 42.11). The duplicate rule's stored reason starts
// with its own name ("duplicate: the same email, …"), which the label already says once.

const RULE_PREFIX = /^(possible )?duplicate:\s*/i;
const POSSIBLE_REPEAT =
  'Referred as a possible repeat applicant: two of the email, mobile and date of birth match a recent application';

export function ruleText(item: Pick<ReviewItem, 'automatedDecision' | 'ruleReason'>): string {
  const reason = item.ruleReason?.replace(RULE_PREFIX, '').trim() || null;
  if (item.automatedDecision === 'duplicate') return `Refused by the duplicate rule${reason ? `: ${reason}` : ''}`;
  if (item.ruleReason === 'possible-duplicate') return POSSIBLE_REPEAT;
  if (isGateReason(item.ruleReason)) return `Referred by the gate: ${GATE_REASON_LABELS[item.ruleReason]}`;
  return `Referred by the gate${reason ? `: ${reason}` : ''}`;
}
