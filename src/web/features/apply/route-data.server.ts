import { createContext, data, redirect, type RouterContextProvider } from 'react-router';
import type { Services } from '#server/services.ts';
import { draftViewSchema, type DraftView } from '#shared/application/draft-view.ts';
import { SAVEABLE_STEPS, STEP_META, type SaveableStep, type StepNo } from '#shared/application/step-meta.ts';
import { formProblems, type FormProblem } from '#web/lib/forms/problems.ts';
import { checkForm, readForm } from '#web/lib/forms/read-form.ts';
import { servicesContext } from '#web/lib/services-context.ts';
import { settle, type Settled } from '#web/lib/settle.ts';
import { SAVE_OUTAGE_MESSAGE } from './draft/save-outage.ts';
import { EARLIER_STEP, NOTICE_PARAM, continueTarget, type DraftLoaderData, type StepActionData } from './route-data.ts';
import { stepReading } from './step-reading.ts';
import { stepSpecifics } from './step-specifics.ts';
import { PROCESSING_PATH, RESULT_PATH } from './steps-meta.ts';

// What the application screens' routes do on the server (decisions 033, 126): loaders read the
// session's draft, actions check a posted step with its shared schema and save it through the
// applicant services (the same calls, rules and limits as the JSON routes), then redirect (303) to
// the next screen, or answer the same screen with the problems and everything typed. A `.server`
// module: React Router keeps it out of the browser's bundles (decision 107).

export const servicesOf = (context: Readonly<RouterContextProvider>): Services => context.get(servicesContext);

/**
 * Set by a step's action that answers its screen again with problems. React Router runs the screen's
 * loader after the action in the same request, with the same context: the loader passes it on, so the
 * title starts "Error: " (GOV.UK) on the page a refused post renders. With script a refused step never
 * loads a page (the problems are shown where the applicant is) and the title stays.
 */
const refusedContext = createContext<boolean>(false);

/** The session's draft; a draft that cannot be read counts as none. */
export async function readDraft(services: Services): Promise<DraftLoaderData> {
  return draftOf(await settle(services, () => services.applications.draft()));
}

/**
 * A screen's loader's read of the draft: as readDraft, but a read refused by the per-IP limit
 * (decision 113) is the screen's answer, 429 with its Retry-After and the server's words, not a
 * screen shown empty. Actions keep readDraft: they must keep what was typed on screen.
 */
export async function screenDraft(services: Services): Promise<DraftLoaderData> {
  const read = await settle(services, () => services.applications.draft());
  if (!read.ok && read.status === 429) {
    const retryAfter = read.headers['retry-after'];
    throw data(
      { message: read.body.message },
      { status: 429, statusText: 'Too Many Requests', headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
    );
  }
  return draftOf(read);
}

function draftOf(read: Settled<DraftView>): DraftLoaderData {
  if (read.ok) {
    const parsed = draftViewSchema.safeParse(read.value);
    if (parsed.success) return { draft: parsed.data, draftUnavailable: false };
  }
  return { draft: null, draftUnavailable: read.ok || read.status !== 404 };
}

/** The first of steps 1..before-1 not complete on the server; undefined when all are. */
export function firstIncompleteStep(draft: DraftView | null, before: number): StepNo | undefined {
  const completed = draft?.completedSteps ?? [];
  return SAVEABLE_STEPS.find((step) => step < before && !completed.includes(step));
}

/**
 * A screen's loader: the draft, after the step guard (a step opened before the earlier ones are
 * done sends the applicant to the first incomplete one, saying why).
 */
export async function guardedDraft(context: Readonly<RouterContextProvider>, step: number): Promise<DraftLoaderData> {
  const loaded = { ...(await screenDraft(servicesOf(context))), refused: context.get(refusedContext) };
  if (loaded.draftUnavailable) return loaded;
  const target = firstIncompleteStep(loaded.draft, step);
  if (target !== undefined) throw redirect(`${STEP_META[target].path}?${NOTICE_PARAM}=${EARLIER_STEP}`);
  return loaded;
}

/**
 * A step's action: the posted form → the schema's values (canonical: sort code without dashes…) →
 * checked → saved → 303 to the next screen. A problem answers the step again (400, 409, 429 or
 * 503) with what was typed.
 */
export async function saveStepAction(
  step: SaveableStep,
  request: Request,
  context: Readonly<RouterContextProvider>,
  postedForm?: FormData,
) {
  const form = postedForm ?? (await request.formData());
  const reading = stepReading(step);
  const posted = reading.values(form);
  const again = (status: number, errors: FormProblem[], problem?: string) => {
    context.set(refusedContext, true);
    return data<StepActionData>({ values: posted, errors, ...(problem ? { problem } : {}) }, { status });
  };
  const services = servicesOf(context);
  const next = continueTarget(step, new URL(request.url).searchParams);
  // Steps 3 and 5 look at what is saved between reading the form and checking it (step-specifics.ts).
  const specific =
    step === 5 || step === 3 ? stepSpecifics(step, posted, (await readDraft(services)).draft) : { values: posted };
  if (specific.errors) return again(400, specific.errors);
  if (specific.values === null) return redirect(next, 303);
  const checked = checkForm<Record<string, unknown>>(specific.values, services.applications.stepSchema(step), {
    order: reading.order,
    message: (name, message) => reading.message(name, message, form),
  });
  if (!checked.ok) return again(400, checked.errors);

  const saved = await settle(services, () => services.applications.saveStep(step, checked.data));
  if (saved.ok) return redirect(next, 303);
  const { errors, message } = saved.body;
  if (saved.status === 400 && errors?.length)
    return again(400, formProblems(errors, { order: reading.order, message: reading.message }));
  if (saved.status >= 500) return again(503, [], SAVE_OUTAGE_MESSAGE);
  return again(saved.status, [], message || SAVE_OUTAGE_MESSAGE);
}

/**
 * The consent step's action (docs/product.md#statuses): consents checked and recorded, then on to
 * processing; a submit that fails for the service keeps going to processing, which reports it. No
 * application, or one with earlier steps missing (404/400), goes to the first step needing answers.
 */
export async function consentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const services = servicesOf(context);
  const read = await readForm(request, services.applications.stepSchema(7), stepReading(7));
  if (!read.ok) {
    context.set(refusedContext, true);
    return data<StepActionData>({ values: read.values, errors: read.errors }, { status: 400 });
  }
  const submitted = await settle(services, () => services.applications.submitConsent(read.data));
  if (!submitted.ok && (submitted.status === 400 || submitted.status === 404)) {
    const { draft } = await readDraft(services);
    const target = firstIncompleteStep(draft, 7) ?? 1;
    return redirect(`${STEP_META[target].path}?${NOTICE_PARAM}=${EARLIER_STEP}`, 303);
  }
  // Known at once when no lender is asked (the gate, the duplicate rule: decision 134): straight to
  // the result, never the 'Finding your lender' wait. Otherwise the run is enqueued: processing
  // reads its outcome (also after a failed post: spec section 4, the flow still goes on).
  const outcome = submitted.ok ? submitted.value.outcome : null;
  if (outcome && outcome.status !== 'waiting') {
    const reason = outcome.status === 'referred' ? `&reason=${encodeURIComponent(outcome.reason)}` : '';
    return redirect(`${RESULT_PATH}?status=${encodeURIComponent(outcome.status)}${reason}`, 303);
  }
  return redirect(PROCESSING_PATH, 303);
}
