import { redirect, type RouterContextProvider } from 'react-router';
import { STEP_META } from '#shared/application/step-meta.ts';
import { ADVICE_PARAM } from './advice/referral-notice.tsx';
import { readDraft, saveStepAction, servicesOf } from './route-data.server.ts';

/**
 * Step 6's action (issue 27 item 6): the step saved as any other, then, if the gate would refer the
 * application on these figures (the server's own verdict, draft view `gatePreview`), the applicant
 * is brought back to step 6 to be told so, with the free debt advice, before being asked to
 * consent. Posting again from there goes on: they have been told, and the choice is theirs.
 */
export async function expensesAction(request: Request, context: Readonly<RouterContextProvider>) {
  const answer = await saveStepAction(6, request, context);
  if (!(answer instanceof Response) || answer.status !== 303) return answer;
  const params = new URL(request.url).searchParams;
  if (params.has(ADVICE_PARAM)) return answer;
  const { draft } = await readDraft(servicesOf(context));
  if (!draft?.gatePreview) return answer;
  const query = new URLSearchParams(params);
  query.set(ADVICE_PARAM, draft.gatePreview);
  return redirect(`${STEP_META[6].path}?${query.toString()}`, 303);
}
