import { ExpensesStep } from '#web/features/apply/expenses-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Apply: your expenses (step 6 of 7)', '/apply/expenses');

export default function ApplyExpenses() {
  return <ExpensesStep />;
}
