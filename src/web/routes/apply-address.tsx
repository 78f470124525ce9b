import { AddressStep } from '#web/features/apply/steps/address-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';
import { addressStepAction } from '#web/features/apply/address-action.ts';
import { stepClientAction, stepShouldRevalidate } from '#web/features/apply/route-data.ts';
import { guardedDraft } from '#web/features/apply/route-data.server.ts';
import type { Route } from './+types/apply-address';

export const meta = ({ loaderData }: Route.MetaArgs) => stepMeta(3, loaderData);
export const loader = ({ context }: Route.LoaderArgs) => guardedDraft(context, 3);
export const action = ({ request, context }: Route.ActionArgs) => addressStepAction(request, context);
export const clientAction = stepClientAction(3);
export const shouldRevalidate = stepShouldRevalidate;

export default function AddressStepRoute() {
  return <AddressStep />;
}
