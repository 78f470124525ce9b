// The one application factory of the tests: valid answers per step (typed from the shared step
// schemas) and a builder that takes an application through the real API to any step, consented
// or submitted, over any client: app.inject (`visitor`), Playwright's page.request or fetch
// (`requestClient`). Rows written straight to the database: applications-db.ts.
// No Vitest or Playwright at run time: API and browser tests both import it.
import type { z } from 'zod';
import type { App } from '#server/app.ts';
import { COOKIE_CONSENT_COOKIE } from '#shared/analytics-events.ts';
import { SAVEABLE_STEPS, type SaveableStep } from '#shared/application/step-meta.ts';
import type { stepSchemas, step7Schema } from '#shared/application/steps.ts';
import { uniqueEmail, uniqueIp, uniqueMobile, uniqueSurname } from './unique.ts';

export const ACCOUNT_NUMBER = '31926819';
export const SORT_CODE = '601613';

/** Answers of steps 1-6 as a client sends them. */
export type StepValues = { [N in SaveableStep]: z.input<(typeof stepSchemas)[N]> };
/** One answer of any step 1-6, by its field name (field names are unique across the steps). */
export type StepAnswers = Partial<StepValues[1] & StepValues[2] & StepValues[3] & StepValues[4]> &
  Partial<StepValues[5] & StepValues[6]>;

/**
 * Valid answers of steps 1-6, with a new email each time. Sold in the sandbox: £1,200 over 12
 * months (£128 a month), income £2,350, expenses £1,180.
 */
export const validSteps = (): StepValues => ({
  1: { loanAmount: 1200, loanTerm: 12, loanPurpose: 2 },
  2: {
    title: 2,
    firstName: 'Priya',
    lastName: uniqueSurname('Shah'),
    email: uniqueEmail('priya'),
    // Unique: two applicants sharing a mobile and a birth date are referred as possible duplicates (ADR 051).
    mobilePhone: uniqueMobile(),
    homePhone: '',
    dateOfBirth: '1988-03-14',
    maritalStatus: 1,
    dependents: 0,
    incomeContributors: 1,
  },
  3: {
    currentPostcode: 'SW1A 2AA',
    currentHouse: '10',
    currentStreet: 'Downing Street',
    currentTown: 'London',
    currentResidentialStatus: 2,
    currentMonthsAtAddress: 38,
  },
  4: {
    employmentType: 1,
    employerName: 'Acme Logistics Ltd',
    jobTitle: 'Warehouse supervisor',
    monthsAtEmployer: 40,
    monthlyIncome: 2350,
    payFrequency: 3,
    nextPayDate: '2031-01-30',
    followingPayDate: '2031-02-27',
  },
  5: {
    bankName: 'Barclays',
    accountNumber: ACCOUNT_NUMBER,
    sortCode: SORT_CODE,
    accountLength: 60,
    debitCardType: 4,
    directDeposit: true,
  },
  6: {
    expenseHousing: 650,
    expenseCredit: 50,
    expenseUtility: 120,
    expenseFood: 200,
    expenseTransport: 80,
    expenseChildcare: 0,
    expenseInsurance: 30,
    expenseOther: 50,
  },
});

/** `validSteps()` with some answers changed, each in the step that asks for it. */
export function stepsWith(answers: StepAnswers, steps = validSteps()): StepValues {
  const changed = { ...steps };
  for (const [field, value] of Object.entries(answers)) {
    const step = SAVEABLE_STEPS.find((n) => field in steps[n]);
    if (step === undefined) throw new Error(`no step of the valid answers has the field ${field}`);
    Object.assign(changed, { [step]: { ...changed[step], [field]: value } });
  }
  return changed;
}

/** The consent of step 7 (the body of the consenting submit). */
export const CONSENT = {
  consentCreditCheck: true,
  consentFirstParty: true,
  consentRemarketingEmail: false,
  recentLoansCount: 1,
} satisfies z.input<typeof step7Schema>;

export type Answer = { status: number; body: string };
/** A client of the API that keeps its session's cookies: POSTs a JSON body (none when undefined). */
export type Post = (url: string, body?: unknown) => Promise<Answer>;
/** How far an application goes: a saved step, consent given (step 7), or submitted to the panel. */
export type Stage = SaveableStep | 'consented' | 'submitted';

async function ok(answer: Promise<Answer>, what: string): Promise<Answer> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what}: expected 200, got ${status} ${body}`);
  return { status, body };
}

/**
 * Takes an application through the API to `stage`: saves steps 1..n, then consents, then submits
 * (the panel runs). Every call must answer 200. Returns the last answer.
 */
export async function buildApplication(
  post: Post,
  stage: Stage,
  { steps = validSteps(), consent = CONSENT }: { steps?: StepValues; consent?: object } = {},
): Promise<Answer> {
  const upTo = typeof stage === 'number' ? stage : 6;
  let last: Answer | undefined;
  for (const n of SAVEABLE_STEPS.filter((step) => step <= upTo))
    last = await ok(post(`/api/application/step${n}`, steps[n]), `step ${n}`);
  if (stage === 'consented' || stage === 'submitted')
    last = await ok(post('/api/application/submit', consent), 'consent');
  if (stage === 'submitted') last = await ok(post('/api/application/submit'), 'submit');
  if (!last) throw new Error('no step to save');
  return last;
}

/**
 * What the API tests' browsers say they are: a desktop Chrome (a bot, by `isbot`, gets no session
 * from a page view, an experiment or analytics), marked as the tests'.
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ' +
  'vitest-browser/1.0';

/**
 * A browser of its own on an app of the API tests: its cookies and its own client address (the
 * per-IP limits count in the shared test database, so a fixed address would carry counts from
 * file to file). Records every response body.
 */
export function visitor(app: App, ip = uniqueIp(), options: { consent?: 'all' | 'essential' } = {}) {
  let session = '';
  // The cookie banner's choice, as the browser keeps sending it (experiments need 'all': issue 41.14).
  const consent = options.consent ? `${COOKIE_CONSENT_COOKIE}=${options.consent}` : '';
  const cookies = () => [consent, session].filter(Boolean).join('; ');
  const bodies: string[] = [];
  async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
    const cookie = cookies();
    const response = await app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), 'user-agent': BROWSER_USER_AGENT },
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const set = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    if (set) session = set;
    bodies.push(response.body);
    return response;
  }
  const post: Post = async (url, body) => {
    const response = await call('POST', url, body);
    return { status: response.statusCode, body: response.body };
  };
  return { call, post, bodies, cookie: cookies, ip };
}

export type Visitor = ReturnType<typeof visitor>;

/** Saves steps 1-6 for the visitor (each must answer 200). */
export async function completeSteps(v: Visitor, steps = validSteps()): Promise<void> {
  await buildApplication(v.post, 6, { steps });
}

/** A new visitor whose application is at `stage`. */
export async function visitorAt(app: App, stage: Stage, options: { steps?: StepValues; ip?: string } = {}) {
  const v = visitor(app, options.ip);
  await buildApplication(v.post, stage, options);
  return v;
}

/** A `Post` over Playwright's APIRequestContext (`page.request`, a new context) or anything like it. */
export const requestClient =
  (request: {
    post(url: string, options?: { data: unknown }): Promise<{ status(): number; text(): Promise<string> }>;
  }): Post =>
  async (url, body) => {
    const response = await request.post(url, body === undefined ? undefined : { data: body });
    return { status: response.status(), body: await response.text() };
  };
