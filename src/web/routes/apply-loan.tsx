import { LoanStep } from '#web/features/apply/steps/loan-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';
import { stepClientAction, stepShouldRevalidate } from '#web/features/apply/route-data.ts';
import { guardedDraft, saveStepAction, servicesOf } from '#web/features/apply/route-data.server.ts';
import type { Route } from './+types/apply-loan';

export const meta = ({ loaderData }: Route.MetaArgs) => stepMeta(1, loaderData);

/** The draft, and this visitor's Continue words while an A/B test runs on the slot (decision 022). */
export async function loader({ context }: Route.LoaderArgs) {
  const [loaded, slot] = await Promise.all([
    guardedDraft(context, 1),
    servicesOf(context).experiments.slotContent('apply-cta'),
  ]);
  return { ...loaded, continueLabel: slot?.cta ?? null };
}
export const action = ({ request, context }: Route.ActionArgs) => saveStepAction(1, request, context);
export const clientAction = stepClientAction(1);
export const shouldRevalidate = stepShouldRevalidate;

export default function ApplyLoan() {
  return <LoanStep />;
}
