import { z } from 'zod';
import {
  createLenderBody,
  updateLenderBody,
  WEEKDAYS,
  type CreateLenderBody,
  type LenderItem,
  type LenderSchedule,
  type UpdateLenderBody,
} from './lender-schemas.ts';

// The back office's lender editor (decision 101, as `ab-test-form.ts`): its fields are text as typed
// (the price in pounds, blank caps), panels as checkboxes and the hours per weekday; the request is
// `createLenderBody` (a new lender, with its id) or `updateLenderBody` (an edit, with the version it
// was made from). `lenderForm` makes the one into the other and checks it with the server's own
// schema, each problem put on the field that made it (`days.tue.to` for Tuesday's closing hour).

const day = z.object({ open: z.boolean(), from: z.string(), to: z.string() });

const formValues = z.object({
  id: z.string(),
  /** The version an edit was made from; null: a new lender (then the id is sent). */
  version: z.number().nullable(),
  name: z.string(),
  frn: z.string(),
  endpoint: z.string(),
  tier: z.string(),
  price: z.string(),
  priority: z.string(),
  panels: z.array(z.enum(['primary', 'secondary'])),
  timeoutMs: z.string(),
  dailyCap: z.string(),
  weeklyCap: z.string(),
  monthlyCap: z.string(),
  anyHour: z.boolean(),
  days: z.record(z.enum(WEEKDAYS), day),
  returnWindowHours: z.string(),
  returnCapPercent: z.string(),
  paused: z.boolean(),
});
export type LenderFormValues = z.input<typeof formValues>;
export type DayValues = z.input<typeof day>;

const WORKING_DAY: DayValues = { open: true, from: '9', to: '17' };
const text = (n: number | null) => (n === null ? '' : String(n));
// No schedule yet: the form offers working days, 9:00 to 17:00, once "any hour" is unticked.
const workingWeek = () =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, { ...WORKING_DAY, open: d !== 'sat' && d !== 'sun' }])) as Record<
    (typeof WEEKDAYS)[number],
    DayValues
  >;
const daysOf = (schedule: LenderSchedule) =>
  Object.fromEntries(
    WEEKDAYS.map((d) => {
      const hours = schedule[d];
      return [
        d,
        hours ? { open: true, from: String(hours.from), to: String(hours.to) } : { ...WORKING_DAY, open: false },
      ];
    }),
  ) as LenderFormValues['days'];

/** The form's values: a new lender's defaults, or those of `lender` as stored. */
export function lenderFormValues(lender?: LenderItem): LenderFormValues {
  if (!lender)
    return {
      id: '',
      version: null,
      name: '',
      frn: '',
      endpoint: 'https://',
      tier: '1',
      price: '',
      priority: '100',
      panels: ['primary'],
      timeoutMs: '',
      dailyCap: '',
      weeklyCap: '',
      monthlyCap: '',
      anyHour: true,
      days: workingWeek(),
      returnWindowHours: '168',
      returnCapPercent: '10',
      paused: false,
    };
  return {
    id: lender.id,
    version: lender.version,
    name: lender.name,
    frn: lender.frn ?? '',
    endpoint: lender.endpoint,
    tier: String(lender.tier),
    price: (lender.pricePence / 100).toFixed(2),
    priority: String(lender.priority),
    panels: [...lender.panels],
    timeoutMs: text(lender.timeoutMs),
    dailyCap: text(lender.dailyCap),
    weeklyCap: text(lender.weeklyCap),
    monthlyCap: text(lender.monthlyCap),
    anyHour: lender.schedule === null,
    days: lender.schedule ? daysOf(lender.schedule) : workingWeek(),
    returnWindowHours: String(lender.returnWindowHours),
    returnCapPercent: String(lender.returnCapPercent),
    paused: lender.paused,
  };
}

/** Typed text as a number: blank is null; anything not a number stays NaN for the schema to refuse. */
const num = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
const required = (value: string): number => num(value) ?? Number.NaN;

/** The settings the form's values make (what both requests carry). */
function settingsOf(v: LenderFormValues) {
  const price = num(v.price);
  return {
    name: v.name.trim(),
    frn: v.frn.trim() === '' ? null : v.frn.trim(),
    endpoint: v.endpoint.trim(),
    tier: required(v.tier),
    pricePence: price === null ? Number.NaN : Math.round(price * 100),
    priority: required(v.priority),
    // In the schema's order, whatever order the boxes were ticked in.
    panels: (['primary', 'secondary'] as const).filter((p) => v.panels.includes(p)),
    timeoutMs: num(v.timeoutMs),
    dailyCap: num(v.dailyCap),
    weeklyCap: num(v.weeklyCap),
    monthlyCap: num(v.monthlyCap),
    schedule: v.anyHour
      ? null
      : (Object.fromEntries(
          WEEKDAYS.map((d) => {
            const hours = v.days[d];
            return [d, hours.open ? { from: required(hours.from), to: required(hours.to) } : null];
          }),
        ) as LenderSchedule),
    returnWindowHours: required(v.returnWindowHours),
    returnCapPercent: required(v.returnCapPercent),
    paused: v.paused,
  };
}

/** The request the form's values make: an edit (it has a version) or a new lender (with its id). */
export function lenderBody(v: LenderFormValues): CreateLenderBody | UpdateLenderBody {
  if (v.version !== null) return { version: v.version, ...settingsOf(v) };
  return { id: v.id.trim(), ...settingsOf(v) };
}

/**
 * The form field a problem of the request belongs to, from a schema issue's path or a 400's
 * `errors[].path`: the price is typed in pounds, the hours are the form's `days`, a panel is the
 * panels' group; the rest are named alike.
 */
export function lenderFieldOf(path: readonly PropertyKey[] | string): string {
  const [head, weekday, end] = typeof path === 'string' ? path.split('.') : path.map(String);
  if (head === 'pricePence') return 'price';
  if (head === 'schedule' && weekday)
    return `days.${weekday}.${end === 'from' ? 'from' : end === 'to' ? 'to' : 'open'}`;
  if (head === 'schedule') return 'anyHour';
  return head ?? '';
}

/** The form's values, made into the request and checked with the server's create or update schema. */
export const lenderForm = formValues.transform((values, ctx): CreateLenderBody | UpdateLenderBody => {
  const body = lenderBody(values);
  const result = 'version' in body ? updateLenderBody.safeParse(body) : createLenderBody.safeParse(body);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: 'custom', path: lenderFieldOf(issue.path).split('.'), message: issue.message });
  return z.NEVER;
});
