import { data, redirect } from 'react-router';
import { ResubmitScreen } from '#web/features/apply/screens/resubmit-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { apiOf } from '#web/features/apply/route-data.server.ts';
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
  const query = new URLSearchParams({ expires: params.get('expires') ?? '', sig: params.get('sig') ?? '' });
  const answer = await apiOf(context).call<{ status?: string; redirectUrl?: string; message?: string }>(
    'POST',
    `/api/application/resubmit/${encodeURIComponent(sessionId)}?${query}`,
  );
  if (answer.status === 200 && answer.body?.redirectUrl) return redirect(answer.body.redirectUrl, 303);
  if (answer.status === 200)
    return redirect(`${RESULT_PATH}?status=${encodeURIComponent(answer.body?.status ?? 'sold')}`, 303);
  const message =
    answer.status === 410
      ? 'This link has expired for security reasons'
      : (answer.body?.message ?? 'Failed to submit application');
  return data({ message }, { status: answer.status });
}

export default function ApplyResubmit() {
  return <ResubmitScreen />;
}
