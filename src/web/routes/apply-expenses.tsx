import { ExpensesStep } from '#web/features/apply/steps/expenses-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';

export const meta = () => stepMeta(6);

export default function ApplyExpenses() {
  return <ExpensesStep />;
}
