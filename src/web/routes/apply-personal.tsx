import { PersonalStep } from '#web/features/apply/steps/personal-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';
import { stepClientAction, stepShouldRevalidate } from '#web/features/apply/route-data.ts';
import { guardedDraft, saveStepAction } from '#web/features/apply/route-data.server.ts';
import type { Route } from './+types/apply-personal';

export const meta = ({ loaderData }: Route.MetaArgs) => stepMeta(2, loaderData);
export const loader = ({ context }: Route.LoaderArgs) => guardedDraft(context, 2);
export const action = ({ request, context }: Route.ActionArgs) => saveStepAction(2, request, context);
export const clientAction = stepClientAction(2);
export const shouldRevalidate = stepShouldRevalidate;

export default function PersonalStepRoute() {
  return <PersonalStep />;
}
