import { EmploymentStep } from '#web/features/apply/steps/employment-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';
import { stepClientAction, stepShouldRevalidate } from '#web/features/apply/route-data.ts';
import { guardedDraft, saveStepAction } from '#web/features/apply/route-data.server.ts';
import type { Route } from './+types/apply-employment';

export const meta = ({ loaderData }: Route.MetaArgs) => stepMeta(4, loaderData);
export const loader = ({ context }: Route.LoaderArgs) => guardedDraft(context, 4);
export const action = ({ request, context }: Route.ActionArgs) => saveStepAction(4, request, context);
export const clientAction = stepClientAction(4);
export const shouldRevalidate = stepShouldRevalidate;

export default function EmploymentStepRoute() {
  return <EmploymentStep />;
}
