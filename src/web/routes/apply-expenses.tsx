import { ExpensesStep } from '#web/features/apply/steps/expenses-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';
import { expensesAction } from '#web/features/apply/expenses-action.ts';
import { stepClientAction, stepShouldRevalidate } from '#web/features/apply/route-data.ts';
import { guardedDraft } from '#web/features/apply/route-data.server.ts';
import type { Route } from './+types/apply-expenses';

export const meta = ({ loaderData }: Route.MetaArgs) => stepMeta(6, loaderData);
export const loader = ({ context }: Route.LoaderArgs) => guardedDraft(context, 6);
export const action = ({ request, context }: Route.ActionArgs) => expensesAction(request, context);
export const clientAction = stepClientAction(6);
export const shouldRevalidate = stepShouldRevalidate;

export default function ExpensesStepRoute() {
  return <ExpensesStep />;
}
