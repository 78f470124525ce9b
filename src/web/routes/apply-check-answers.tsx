import { redirect } from 'react-router';
import { STEP_META } from '#shared/application/step-meta.ts';
import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';
import { CheckAnswers } from '#web/features/apply/screens/check-answers.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { guardedDraft } from '#web/features/apply/route-data.server.ts';
import { CHECK_ANSWERS_PATH } from '#web/features/apply/steps-meta.ts';
import type { Route } from './+types/apply-check-answers';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES[CHECK_ANSWERS_PATH], CHECK_ANSWERS_PATH);
export const loader = ({ context }: Route.LoaderArgs) => guardedDraft(context, 7);

export default function ApplyCheckAnswers() {
  return <CheckAnswers />;
}

/** Continue posted without script: on to consent. */
export const action = () => redirect(STEP_META[7].path, 303);
