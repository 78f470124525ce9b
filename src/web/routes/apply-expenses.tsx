import { ExpensesStep } from '#web/features/apply/expenses-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { APPLY_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_TITLES['/apply/expenses'], '/apply/expenses');

export default function ApplyExpenses() {
  return <ExpensesStep />;
}
