import type { StepNo } from './step-meta.ts';
import { STEP_FIELDS } from './step-fields.ts';

/**
 * A step's answers as a posted HTML form gives them (every value a string; a checkbox present only
 * when ticked; a date as day, month and year boxes; a duration as years and months) turned into the
 * values its schema checks: the same whether the form was posted by the browser alone or by the
 * screen's script (decision 033).
 */

/** The names the date and duration inputs give their boxes: `${field}.day`, `${field}.years`… */
export const dateBox = (field: string, box: 'day' | 'month' | 'year') => `${field}.${box}`;
export const durationBox = (field: string, box: 'years' | 'months') => `${field}.${box}`;

/** The ISO date three boxes make, '' while all are empty; an impossible date stays non-ISO. */
export function joinDate(day: string, month: string, year: string): string {
  if (!day.trim() && !month.trim() && !year.trim()) return '';
  return `${year.trim()}-${month.trim().padStart(2, '0')}-${day.trim().padStart(2, '0')}`;
}

type FormLike = { get(name: string): unknown; has(name: string): boolean };

const textOf = (form: FormLike, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

export type DateParts = { day: string; month: string; year: string };

/**
 * What is wrong with a date's three boxes in GOV.UK's words (the date-input pattern), or undefined
 * when nothing is, or when all three are empty (the schema says what an empty date needs).
 */
export function dateBoxesProblem(label: string, { day, month, year }: DateParts): string | undefined {
  const missing = [!day.trim() && 'day', !month.trim() && 'month', !year.trim() && 'year'].filter(Boolean);
  if (missing.length === 3) return undefined;
  if (missing.length > 0) return `${label} must include a ${missing.join(' and ')}`;
  if (![day, month, year].every((p) => /^\d+$/.test(p.trim())))
    return `${label} must be a real date, using numbers only`;
  if (year.trim().length !== 4) return 'Year must include 4 numbers';
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || d < 1 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return `${label} must be a real date`;
  return undefined;
}

/** A date field's boxes as posted, when the form has them (`${field}.day`…). */
export function postedDateParts(form: FormLike, field: string): DateParts | undefined {
  const day = textOf(form, dateBox(field, 'day'));
  if (day === undefined) return undefined;
  return { day, month: textOf(form, dateBox(field, 'month')) ?? '', year: textOf(form, dateBox(field, 'year')) ?? '' };
}

function rawValue(form: FormLike, field: string): string | undefined {
  const direct = textOf(form, field);
  if (direct !== undefined) return direct;
  const day = textOf(form, dateBox(field, 'day'));
  if (day !== undefined)
    return joinDate(day, textOf(form, dateBox(field, 'month')) ?? '', textOf(form, dateBox(field, 'year')) ?? '');
  const years = textOf(form, durationBox(field, 'years'));
  const months = textOf(form, durationBox(field, 'months'));
  if (years === undefined && months === undefined) return undefined;
  if (!years && !months) return '';
  return String(Number(years || 0) * 12 + Number(months || 0));
}

/** A step's values from its posted form, typed as its schema expects; unknown names are dropped. */
export function stepFormValues(step: StepNo, form: FormLike): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(STEP_FIELDS[step])) {
    const raw = rawValue(form, field);
    if (kind === 'boolean') {
      // A checkbox is sent only when ticked; 'false' is what a script may send for an unticked one.
      if (raw !== undefined) values[field] = raw !== 'false';
      else if (!form.has(field)) values[field] = false;
      continue;
    }
    if (raw === undefined || raw.trim() === '') continue;
    values[field] = kind === 'number' ? Number(raw.trim()) : raw;
  }
  return values;
}
