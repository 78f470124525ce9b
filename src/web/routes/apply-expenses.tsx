import { ExpensesStep } from '#web/features/apply/steps/expenses-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { STEP_META } from '#shared/application/step-meta.ts';

export const meta = () => applyMeta(STEP_META[6].title, STEP_META[6].path);

export default function ApplyExpenses() {
  return <ExpensesStep />;
}
