import { createContext, data, redirect, type RouterContextProvider } from 'react-router';
import type { ApiAnswer, ApplicantApi } from '#shared/applicant-api.ts';
import { canonicalValues } from '#shared/application/canonical.ts';
import { draftViewSchema, type DraftView } from '#shared/application/draft-view.ts';
import { dateBoxesProblem, postedDateParts, stepFormValues } from '#shared/application/form-input.ts';
import { FIELD_NAMES, plainMessage } from '#shared/application/plain-messages.ts';
import { SAVEABLE_STEPS, STEP_META, type StepNo } from '#shared/application/step-meta.ts';
import { STEPS } from '#shared/application/steps.ts';
import { applicantApiContext } from '#web/lib/applicant-context.ts';
import { SAVE_OUTAGE_MESSAGE } from './draft/save-outage.ts';
import {
  EARLIER_STEP,
  NOTICE_PARAM,
  continueTarget,
  type DraftLoaderData,
  type FieldProblem,
  type StepActionData,
} from './route-data.ts';
import { stepSpecifics } from './step-specifics.ts';
import { PROCESSING_PATH } from './steps-meta.ts';

// What the application screens' routes do on the server (decision 033): loaders read the session's
// draft, actions check a posted step with its shared schema and save it through the JSON API (the
// same rules and limits as a script's call), then redirect (303) to the next screen, or answer
// the same screen with the problems and everything typed. A `.server` module: React Router keeps it
// out of the browser's bundles (decision 107).

export const apiOf = (context: Readonly<RouterContextProvider>): ApplicantApi => context.get(applicantApiContext);

/**
 * Set by a step's action that answers its screen again with problems. React Router runs the screen's
 * loader after the action in the same request, with the same context: the loader passes it on, so the
 * title starts "Error: " (GOV.UK) on the page a refused post renders. With script a refused step never
 * loads a page (the problems are shown where the applicant is) and the title stays.
 */
const refusedContext = createContext<boolean>(false);

/** The session's draft through GET /api/application; a draft that cannot be read counts as none. */
export async function readDraft(api: ApplicantApi): Promise<DraftLoaderData> {
  return draftOf(await api.call('GET', '/api/application'));
}

/**
 * A screen's loader's read of the draft: as readDraft, but a read refused by the per-IP limit
 * (decision 113) is the screen's answer, 429 with its Retry-After and the server's words, not a
 * screen shown empty. Actions keep readDraft: they must keep what was typed on screen.
 */
export async function screenDraft(api: ApplicantApi): Promise<DraftLoaderData> {
  const answer = await api.call<{ message?: string }>('GET', '/api/application');
  if (answer.status === 429) {
    const retryAfter = answer.headers['retry-after'];
    throw data(
      { message: answer.body?.message ?? 'Too many requests from this connection. Please try again in a minute.' },
      { status: 429, statusText: 'Too Many Requests', headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
    );
  }
  return draftOf(answer);
}

function draftOf(answer: ApiAnswer<unknown>): DraftLoaderData {
  if (answer.status === 200) {
    const parsed = draftViewSchema.safeParse(answer.body);
    if (parsed.success) return { draft: parsed.data, draftUnavailable: false };
  }
  return { draft: null, draftUnavailable: answer.status !== 404 };
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
  const loaded = { ...(await screenDraft(apiOf(context))), refused: context.get(refusedContext) };
  if (loaded.draftUnavailable) return loaded;
  const target = firstIncompleteStep(loaded.draft, step);
  if (target !== undefined) throw redirect(`${STEP_META[target].path}?${NOTICE_PARAM}=${EARLIER_STEP}`);
  return loaded;
}

/** Problems of a step's values by its shared schema, in plain English, one per field. */
export function stepProblems(step: StepNo, values: Record<string, unknown>): FieldProblem[] | null {
  const result = STEPS[step].schema.safeParse(values);
  if (result.success) return null;
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const issue of result.error.issues) {
    const name = issue.path.join('.');
    if (seen.has(name)) continue;
    seen.add(name);
    problems.push({ name, message: plainMessage(name, issue.message) });
  }
  return problems;
}

/**
 * A date posted as three boxes: what is wrong with the boxes themselves, in the words the screen's
 * script shows ("Date of birth must be a real date"), rather than the schema's "Invalid date format".
 */
function withDateBoxesProblem(problem: FieldProblem, form: FormData): FieldProblem {
  const parts = postedDateParts(form, problem.name);
  const name = FIELD_NAMES[problem.name];
  const specific = parts && name ? dateBoxesProblem(name[0]!.toUpperCase() + name.slice(1), parts) : undefined;
  return specific ? { ...problem, message: specific } : problem;
}

type ApiProblem = { message?: string; errors?: { path: string; message: string }[] };

/**
 * A step's action: the posted form → the schema's values (canonical: sort code without dashes…) →
 * checked → saved → 303 to the next screen. A problem answers the step again (400, 409, 429 or
 * 503) with what was typed.
 */
export async function saveStepAction(
  step: StepNo,
  request: Request,
  context: Readonly<RouterContextProvider>,
  postedForm?: FormData,
) {
  const form = postedForm ?? (await request.formData());
  const posted = canonicalValues(stepFormValues(step, form));
  const again = (status: number, errors: FieldProblem[], problem?: string) => {
    context.set(refusedContext, true);
    return data<StepActionData>({ values: posted, errors, ...(problem ? { problem } : {}) }, { status });
  };
  const api = apiOf(context);
  const next = continueTarget(step, new URL(request.url).searchParams);
  const specific =
    step === 5 || step === 3 ? stepSpecifics(step, posted, (await readDraft(api)).draft) : { values: posted };
  if (specific.errors) return again(400, specific.errors);
  if (specific.values === null) return redirect(next, 303);
  const values = specific.values;
  const problems = stepProblems(step, values);
  if (problems)
    return again(
      400,
      problems.map((p) => withDateBoxesProblem(p, form)),
    );

  const answer = await api.call<ApiProblem>('POST', `/api/application/step${step}`, values);
  if (answer.status === 200) return redirect(next, 303);
  const body = answer.body ?? {};
  if (answer.status === 400 && body.errors?.length)
    return again(
      400,
      body.errors.map((e) => ({ name: e.path, message: plainMessage(e.path, e.message) })),
    );
  if (answer.status === 503 || answer.status >= 500) return again(503, [], SAVE_OUTAGE_MESSAGE);
  return again(answer.status, [], body.message ?? SAVE_OUTAGE_MESSAGE);
}

/**
 * The consent step's action (docs/product.md#statuses): consents checked and recorded, then on to
 * processing; a submit that fails for the service keeps going to processing, which reports it. No
 * application, or one with earlier steps missing (404/400), goes to the first step needing answers.
 */
export async function consentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const posted = stepFormValues(7, await request.formData());
  const problems = stepProblems(7, posted);
  if (problems) {
    context.set(refusedContext, true);
    return data<StepActionData>({ values: posted, errors: problems }, { status: 400 });
  }
  const api = apiOf(context);
  const answer = await api.call('POST', '/api/application/submit', posted);
  if (answer.status === 400 || answer.status === 404) {
    const { draft } = await readDraft(api);
    const target = firstIncompleteStep(draft, 7) ?? 1;
    return redirect(`${STEP_META[target].path}?${NOTICE_PARAM}=${EARLIER_STEP}`, 303);
  }
  return redirect(PROCESSING_PATH, 303);
}
