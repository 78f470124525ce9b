import { ConsentStep } from '#web/features/apply/steps/consent-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';
import { consentAction, guardedDraft, stepClientAction, stepShouldRevalidate } from '#web/features/apply/route-data.ts';
import type { Route } from './+types/apply-consent';

export const meta = () => stepMeta(7);
export const loader = ({ context }: Route.LoaderArgs) => guardedDraft(context, 7);
export const action = ({ request, context }: Route.ActionArgs) => consentAction(request, context);
export const clientAction = stepClientAction(7);
export const shouldRevalidate = stepShouldRevalidate;

export default function ApplyConsent() {
  return <ConsentStep />;
}
