/**
 * What each of the seven steps is, apart from its form schema: its number, screen path, tab title,
 * funnel name, heading and subtitle. Plain data with no zod, so the route modules, their meta and the
 * server can read it without pulling the validation code into their bundles. `steps.ts` joins each entry with its
 * schema and field list (the STEPS table); this file is the one place a step's identity is written.
 */
export const STEP_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A step of the application, 1 to 7. */
export type StepNo = (typeof STEP_NUMBERS)[number];
export const TOTAL_STEPS = STEP_NUMBERS.length;

export type StepMeta = {
  n: StepNo;
  /** Screen path of the step. */
  path: string;
  /** Tab title of the screen (before the company suffix). */
  title: string;
  /** Name of the step in the admin funnel. */
  funnelName: string;
  /** Heading of the step's screen (and its section on "Check your answers"). */
  heading: string;
  /** The line under the heading. */
  subtitle: string;
};

export const STEP_META = {
  1: {
    n: 1,
    path: '/apply',
    title: 'Apply: your loan (step 1 of 7)',
    funnelName: 'Loan Details',
    heading: 'Your loan',
    subtitle: 'How much would you like to borrow, and for how long?',
  },
  2: {
    n: 2,
    path: '/apply/personal',
    title: 'Apply: about you (step 2 of 7)',
    funnelName: 'Personal Details',
    heading: 'About you',
    subtitle: 'Lenders use these details to confirm who you are.',
  },
  3: {
    n: 3,
    path: '/apply/address',
    title: 'Apply: your address (step 3 of 7)',
    funnelName: 'Address Details',
    heading: 'Your address',
    subtitle: 'Where you live now, and where you lived before if you moved recently.',
  },
  4: {
    n: 4,
    path: '/apply/employment',
    title: 'Apply: your income (step 4 of 7)',
    funnelName: 'Employment Details',
    heading: 'Your income',
    subtitle: 'Lenders check that a loan is affordable for you.',
  },
  5: {
    n: 5,
    path: '/apply/bank',
    title: 'Apply: your bank (step 5 of 7)',
    funnelName: 'Bank Details',
    heading: 'Your bank',
    subtitle: 'The account your income is paid into; lenders pay the loan into it.',
  },
  6: {
    n: 6,
    path: '/apply/expenses',
    title: 'Apply: your expenses (step 6 of 7)',
    funnelName: 'Expenses',
    heading: 'Your monthly expenses',
    subtitle: 'Roughly what you spend each month. Enter £0 for anything that does not apply.',
  },
  7: {
    n: 7,
    path: '/apply/consent',
    title: 'Apply: check and agree (step 7 of 7)',
    funnelName: 'Consent',
    heading: 'Check and agree',
    subtitle: 'Read the loan information, then tell us how we may use and share your details.',
  },
} as const satisfies { [N in StepNo]: StepMeta & { n: N } };

/** Steps saved one at a time (PUT /api/application/step/:n); step 7 is the submission itself. */
export const SAVEABLE_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type SaveableStep = (typeof SAVEABLE_STEPS)[number];

/** The step number of `n` when it names a step, else undefined (for untrusted input). */
export const asStepNo = (n: unknown): StepNo | undefined =>
  (STEP_NUMBERS as readonly unknown[]).includes(n) ? (n as StepNo) : undefined;

/** The step whose screen is `pathname` (trailing slashes ignored), or undefined. */
export function stepOfPath(pathname: string): StepNo | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return STEP_NUMBERS.find((n) => STEP_META[n].path === path);
}

/** Funnel step names, by step number less one. */
export const FUNNEL_STEP_NAMES = STEP_NUMBERS.map((n) => STEP_META[n].funnelName);
/** Screen path of each step, by step number less one (funnel events). */
export const STEP_PAGES = STEP_NUMBERS.map((n) => STEP_META[n].path);
