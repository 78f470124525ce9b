import { affordabilityPayment, isAffordable } from '#shared/loan-maths.ts';
import type { GateReason } from '#shared/application/gate.ts';
import { totalExpenses } from '#server/modules/lenders/panel/index.ts';
import type { ApplicationRow } from './applications.repository.ts';

/**
 * Why this application must not reach any lender, or null. The applicant's own request for help
 * comes first: it is what they told us, and the result page answers it. The figures are those the
 * lenders would see (pingLead), so the gate and the panel never disagree on affordability.
 */
export function gateReasonOf(row: ApplicationRow): GateReason | null {
  if (row.wantsDebtHelp) return 'wants-debt-help';
  if (row.missedPriorityBills) return 'missed-priority-bills';
  if (row.inFinancialDifficulty) return 'financial-difficulty';
  const income = row.monthlyIncome ?? 0;
  const expenses = totalExpenses(row);
  if (expenses > income) return 'expenses-exceed-income';
  // The payment at the representative APR, not the screen's rough estimate (issue 25.6).
  const payment = affordabilityPayment(row.loanAmount ?? 0, row.loanTerm ?? 0);
  if (!isAffordable(income, expenses, payment)) return 'unaffordable';
  return null;
}
