import { data, redirect } from 'react-router';
import { ResubmitScreen } from '#web/features/apply/screens/resubmit-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { servicesOf } from '#web/features/apply/route-data.server.ts';
import { settle } from '#web/lib/settle.ts';
import { RESULT_PATH, RESUBMIT_PATH } from '#web/features/apply/steps-meta.ts';
import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';
import type { Route } from './+types/apply-resubmit';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES[RESUBMIT_PATH], RESUBMIT_PATH);

/**
 * The resubmit link posted without script (the screen's script sends it by itself): the signed
 * link's call, then the lender's page or the result; a refusal is said on the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const params = new URL(request.url).searchParams;
  const sessionId = params.get('sessionId');
  if (!sessionId) return data({ message: 'Invalid resubmit link' }, { status: 400 });
  const expires = params.get('expires') ?? '';
  // The link's own shape first (the JSON route's query schema): Unix milliseconds, a bounded signature.
  const sig = params.get('sig') ?? '';
  if (!/^\d{1,16}$/.test(expires) || sig.length > 256)
    return data({ message: 'Invalid resubmit link' }, { status: 400 });
  const services = servicesOf(context);
  const answer = await settle(services, () =>
    services.applications.resubmit({ sessionId, expires: Number(expires), sig }),
  );
  if (answer.ok && 'redirectUrl' in answer.value && answer.value.redirectUrl)
    return redirect(answer.value.redirectUrl, 303);
  if (answer.ok) return redirect(`${RESULT_PATH}?status=${encodeURIComponent(answer.value.status)}`, 303);
  const message = answer.status === 410 ? 'This link has expired for security reasons' : answer.body.message;
  return data({ message }, { status: answer.status });
}

export default function ApplyResubmit() {
  return <ResubmitScreen />;
}
