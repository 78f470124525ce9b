import { BankStep } from '#web/features/apply/steps/bank-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';
import { stepClientAction, stepShouldRevalidate } from '#web/features/apply/route-data.ts';
import { guardedDraft, saveStepAction } from '#web/features/apply/route-data.server.ts';
import type { Route } from './+types/apply-bank';

export const meta = ({ loaderData }: Route.MetaArgs) => stepMeta(5, loaderData);
export const loader = ({ context }: Route.LoaderArgs) => guardedDraft(context, 5);
export const action = ({ request, context }: Route.ActionArgs) => saveStepAction(5, request, context);
export const clientAction = stepClientAction(5);
export const shouldRevalidate = stepShouldRevalidate;

export default function BankStepRoute() {
  return <BankStep />;
}
