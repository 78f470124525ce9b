import {
  DEBIT_CARD_TYPES,
  EMPLOYMENT_TYPES,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  PAY_FREQUENCIES,
  RESIDENTIAL_STATUSES,
  TITLES,
  labelOf,
  type Code,
} from '#shared/application/codes.ts';
import { canonicalPostcode } from '#shared/application/canonical.ts';
import { GATE_REASON_LABELS, isGateReason } from '#shared/application/gate.ts';
import { STEP_META, STEP_NUMBERS, TOTAL_STEPS, type StepNo } from '#shared/application/step-meta.ts';
import { stepSchemas } from '#shared/application/steps.ts';
import { gbp } from '#shared/money.ts';
import { when } from '#web/features/admin/ui/format.ts';

/** Fields whose stored integer is a code of docs/product.md#codes: shown with its label. */
export const CODED: Record<string, Code[]> = {
  loanPurpose: LOAN_PURPOSES,
  title: TITLES,
  maritalStatus: MARITAL_STATUSES,
  currentResidentialStatus: RESIDENTIAL_STATUSES,
  previousResidentialStatus: RESIDENTIAL_STATUSES,
  employmentType: EMPLOYMENT_TYPES,
  payFrequency: PAY_FREQUENCIES,
  debitCardType: DEBIT_CARD_TYPES,
};

type Section = { title: string; match: (key: string) => boolean };

const OUTCOME_KEYS = new Set([
  'id',
  'sessionId',
  'status',
  'gateReason',
  'reviewClearedAt',
  'currentStep',
  'leadId',
  'apiStatus',
  'redirectUrl',
  'price',
  'apiErrors',
  'submittedAt',
  'completedAt',
  'createdAt',
  'updatedAt',
  'erasedAt',
  'erasureRequestedAt',
]);
const SOURCE_KEYS = new Set(['userIp', 'userAgent', 'source', 'referrerUrl', 'utmSource', 'utmMedium', 'utmCampaign']);

/** Stored columns of a step beyond its form's fields: the rest of an address, the consent record. */
const STEP_EXTRAS: Partial<Record<StepNo, (key: string) => boolean>> = {
  3: (k) => k.startsWith('current') || k.startsWith('previous'),
  7: (k) => k.startsWith('consent'),
};

/** One section per step, in the application's order: its name and number from STEP_META, its fields from its schema. */
const stepSection = (n: StepNo): Section => {
  const fields = new Set(Object.keys(stepSchemas[n].shape));
  const extra = STEP_EXTRAS[n];
  return {
    title: `Step ${n}: ${STEP_META[n].funnelName}${n === 5 ? ' (masked)' : ''}`,
    match: (k) => fields.has(k) || (extra?.(k) ?? false),
  };
};

/** Review sections: the outcome, each step, the source; any field not matched lands in "Other". */
export const SECTIONS: Section[] = [
  { title: 'Status and outcome', match: (k) => OUTCOME_KEYS.has(k) },
  ...STEP_NUMBERS.map(stepSection),
  { title: 'Source', match: (k) => SOURCE_KEYS.has(k) },
];

/** Stored amounts in pounds (numeric columns): shown as money, never as a bare number. */
const isMoney = (key: string): boolean =>
  key === 'price' || key.endsWith('Income') || key.endsWith('Amount') || key.startsWith('expense');
const isMonths = (key: string): boolean =>
  key === 'loanTerm' || key === 'accountLength' || key === 'monthsAtEmployer' || key.endsWith('MonthsAtAddress');

const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** The draft's `currentStep` is the next step to fill: TOTAL_STEPS + 1 once all of them are done. */
function stepText(step: number): string {
  if (step > TOTAL_STEPS) return `All ${TOTAL_STEPS} steps done`;
  const meta = STEP_META[step as StepNo] as (typeof STEP_META)[StepNo] | undefined;
  return meta ? `Step ${step} of ${TOTAL_STEPS}: ${meta.funnelName}` : String(step);
}

/** Empty: never filled in (legacy columns the forms do not ask for stay empty). */
export const isEmptyValue = (value: string | number | boolean | null | undefined): boolean =>
  value === null || value === undefined || value === '';

export function displayValue(key: string, value: string | number | boolean | null): string {
  if (isEmptyValue(value)) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (key === 'gateReason') return isGateReason(value) ? `${GATE_REASON_LABELS[value]} (${value})` : String(value);
  if (key === 'currentStep' && typeof value === 'number') return stepText(value);
  if (key.endsWith('Postcode') && typeof value === 'string') return canonicalPostcode(value);
  const codes = CODED[key];
  if (codes && typeof value === 'number') return `${labelOf(codes, value) || 'Unknown'} (${value})`;
  if (typeof value === 'number' && isMoney(key)) return gbp(value);
  if (typeof value === 'number' && isMonths(key)) return value === 1 ? '1 month' : `${value} months`;
  // One format for every date: date and time in London as the rest of the back office shows them.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return when(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dateOnly.format(new Date(value));
  return String(value);
}
