/**
 * What each of the seven steps is, apart from its form schema: its number, screen path, tab title
 * and funnel name. Plain data with no zod, so the SPA shell, route meta and the server can read it
 * without pulling the validation code into their bundles. `steps.ts` joins each entry with its
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
};

export const STEP_META = {
  1: { n: 1, path: '/apply', title: 'Apply: your loan (step 1 of 7)', funnelName: 'Loan Details' },
  2: { n: 2, path: '/apply/personal', title: 'Apply: about you (step 2 of 7)', funnelName: 'Personal Details' },
  3: { n: 3, path: '/apply/address', title: 'Apply: your address (step 3 of 7)', funnelName: 'Address Details' },
  4: { n: 4, path: '/apply/employment', title: 'Apply: your income (step 4 of 7)', funnelName: 'Employment Details' },
  5: { n: 5, path: '/apply/bank', title: 'Apply: your bank (step 5 of 7)', funnelName: 'Bank Details' },
  6: { n: 6, path: '/apply/expenses', title: 'Apply: your expenses (step 6 of 7)', funnelName: 'Expenses' },
  7: { n: 7, path: '/apply/consent', title: 'Apply: check and agree (step 7 of 7)', funnelName: 'Consent' },
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
