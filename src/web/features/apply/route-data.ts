import { isRouteErrorResponse, type ClientActionFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { DraftView } from '#shared/application/draft-view.ts';
import type { StepNo } from '#shared/application/step-meta.ts';
import type { PostedForm } from '#web/lib/forms/use-server-form.ts';
import { SAVE_OUTAGE_MESSAGE } from './draft/save-outage.ts';
import { stepReading } from './step-reading.ts';
import { CHANGE_PARAM, CHECK_ANSWERS_PATH, nextPath } from './steps-meta.ts';

// What the application screens' routes share between server and browser (decision 033): the data
// their loaders and actions answer, where a saved step leads, and the browser's side of a step's
// action. The loaders and actions themselves are in route-data.server.ts, so the screens' first
// load carries neither the step schemas nor zod (decision 107).

/** A postcode search made without script (step 3): what to pick from, or what went wrong. */
export type AddressLookupData = {
  prefix: AddressPrefix;
  addresses: { Id: string; Text: string; Description: string; Type: string }[];
  message?: string;
};
export type AddressPrefix = 'current' | 'previous';

/** What a step's action answers when the step is shown again: the problems and what was typed. */
export type StepActionData = PostedForm & {
  /** A problem of the whole step (the service down, the application already submitted). */
  problem?: string;
  lookup?: AddressLookupData;
};

/** What every application screen's loader gives: the session's draft (null when there is none). */
export type DraftLoaderData = {
  draft: DraftView | null;
  draftUnavailable: boolean;
  /** This page answers a post of the step that was refused (its title starts "Error: "). */
  refused?: boolean;
};

export const EARLIER_STEP_NOTICE =
  'Please answer this step first. We have brought you to the first step that still needs your answers.';
/** Query of a screen reached by the step guard: it shows EARLIER_STEP_NOTICE. */
export const NOTICE_PARAM = 'notice';
export const EARLIER_STEP = 'earlier-step';

/** Where a saved step leads: the next screen, or back to check your answers after a Change link. */
export const continueTarget = (step: StepNo, params: URLSearchParams): string =>
  params.get(CHANGE_PARAM) === 'check' ? CHECK_ANSWERS_PATH : nextPath(step);

/**
 * A step's action in the browser: the server's, unless the server cannot be reached or answers
 * with something that is not its own (a proxy's error page): then the step stays, with what was
 * typed and the outage message, as for a 503.
 */
export const stepClientAction =
  (step: StepNo) =>
  async ({ request, serverAction }: ClientActionFunctionArgs) => {
    const copy = request.clone();
    try {
      return await serverAction();
    } catch (error) {
      // A redirect (the next step) or the server's own error answer is React Router's to follow.
      if (error instanceof Response || isRouteErrorResponse(error)) throw error;
      const values = stepReading(step).values(await copy.formData());
      return { values, errors: [], problem: SAVE_OUTAGE_MESSAGE } satisfies StepActionData;
    }
  };

/** After a save that could not be made, the screen's data is not read again (the service is down). */
export const stepShouldRevalidate = ({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  (actionResult as StepActionData | undefined)?.problem ? false : defaultShouldRevalidate;
