import { ResultScreen } from '#web/features/apply/screens/result-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { resultLoader } from '#web/features/apply/screens/review-request-data.ts';
import { resultAction } from '#web/features/apply/screens/result-actions.server.ts';
import { RESULT_PATH } from '#web/features/apply/steps-meta.ts';
import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';
import type { Route } from './+types/apply-result';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES[RESULT_PATH], RESULT_PATH);
/** The server's outcome decides what is shown, not the query string (ADR 020). */
export const loader = ({ context }: Route.LoaderArgs) => resultLoader(context);
/**
 * The page's forms, with or without script: "Ask a person to review this" (our own rules' decision
 * reviewed by a person, decision 071), 'Find More Lenders' and 'Try Again' (result-intents.ts).
 */
export const action = ({ request, context }: Route.ActionArgs) => resultAction(request, context);

export default function ApplyResult() {
  return <ResultScreen />;
}
