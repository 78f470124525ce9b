import { ConsentStep } from '#web/features/apply/steps/consent-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';
import { stepClientAction, stepShouldRevalidate } from '#web/features/apply/route-data.ts';
import { consentAction } from '#web/features/apply/route-data.server.ts';
import { consentLoader } from '#web/features/apply/steps/consent-data.ts';
import type { Route } from './+types/apply-consent';

export const meta = ({ loaderData }: Route.MetaArgs) => stepMeta(7, loaderData);
/** The draft and the panel's commission range, disclosed before submitting (CONC 4.5.3R). */
export const loader = ({ context }: Route.LoaderArgs) => consentLoader(context);
export const action = ({ request, context }: Route.ActionArgs) => consentAction(request, context);
export const clientAction = stepClientAction(7);
export const shouldRevalidate = stepShouldRevalidate;

export default function ApplyConsent() {
  return <ConsentStep />;
}
