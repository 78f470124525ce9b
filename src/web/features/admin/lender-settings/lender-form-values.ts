import {
  createLenderBody,
  updateLenderBody,
  WEEKDAYS,
  type CreateLenderBody,
  type LenderItem,
  type UpdateLenderBody,
  type Weekday,
} from '#shared/admin/lender-schemas.ts';

// What the lender form holds (text, as typed) and the request body it makes, checked with the
// server's own schema so the form shows what the server would refuse, in its words.

export type DayValues = { open: boolean; from: string; to: string };
export type LenderFormValues = {
  id: string;
  name: string;
  endpoint: string;
  tier: string;
  price: string;
  priority: string;
  primary: boolean;
  secondary: boolean;
  timeoutMs: string;
  dailyCap: string;
  weeklyCap: string;
  monthlyCap: string;
  anyHour: boolean;
  days: Record<Weekday, DayValues>;
  returnWindowHours: string;
  returnCapPercent: string;
  paused: boolean;
};
export type TextField = {
  [K in keyof LenderFormValues]: LenderFormValues[K] extends string ? K : never;
}[keyof LenderFormValues];

const WORKING_DAY: DayValues = { open: true, from: '9', to: '17' };
const text = (n: number | null) => (n === null ? '' : String(n));

export const emptyLender = (): LenderFormValues => ({
  id: '',
  name: '',
  endpoint: 'https://',
  tier: '1',
  price: '',
  priority: '100',
  primary: true,
  secondary: false,
  timeoutMs: '',
  dailyCap: '',
  weeklyCap: '',
  monthlyCap: '',
  anyHour: true,
  days: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...WORKING_DAY, open: d !== 'sat' && d !== 'sun' }])) as Record<
    Weekday,
    DayValues
  >,
  returnWindowHours: '168',
  returnCapPercent: '10',
  paused: false,
});

export const valuesOf = (lender: LenderItem): LenderFormValues => ({
  ...emptyLender(),
  id: lender.id,
  name: lender.name,
  endpoint: lender.endpoint,
  tier: String(lender.tier),
  price: (lender.pricePence / 100).toFixed(2),
  priority: String(lender.priority),
  primary: lender.panels.includes('primary'),
  secondary: lender.panels.includes('secondary'),
  timeoutMs: text(lender.timeoutMs),
  dailyCap: text(lender.dailyCap),
  weeklyCap: text(lender.weeklyCap),
  monthlyCap: text(lender.monthlyCap),
  anyHour: lender.schedule === null,
  // No schedule yet: the form offers working days, 9:00 to 17:00, once "any hour" is unticked.
  days: Object.fromEntries(
    WEEKDAYS.map((d) => {
      const schedule = lender.schedule;
      if (!schedule) return [d, emptyLender().days[d]];
      const hours = schedule[d];
      return [
        d,
        hours ? { open: true, from: String(hours.from), to: String(hours.to) } : { ...WORKING_DAY, open: false },
      ];
    }),
  ) as Record<Weekday, DayValues>,
  returnWindowHours: String(lender.returnWindowHours),
  returnCapPercent: String(lender.returnCapPercent),
  paused: lender.paused,
});

/** Typed text as a number: blank is null; anything not a number stays NaN for the schema to refuse. */
const num = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
const required = (value: string): number => num(value) ?? Number.NaN;

function settingsOf(v: LenderFormValues) {
  const price = num(v.price);
  return {
    name: v.name.trim(),
    endpoint: v.endpoint.trim(),
    tier: required(v.tier),
    pricePence: price === null ? Number.NaN : Math.round(price * 100),
    priority: required(v.priority),
    panels: [...(v.primary ? ['primary' as const] : []), ...(v.secondary ? ['secondary' as const] : [])],
    timeoutMs: num(v.timeoutMs),
    dailyCap: num(v.dailyCap),
    weeklyCap: num(v.weeklyCap),
    monthlyCap: num(v.monthlyCap),
    schedule: v.anyHour
      ? null
      : (Object.fromEntries(
          WEEKDAYS.map((d) => [
            d,
            v.days[d].open ? { from: required(v.days[d].from), to: required(v.days[d].to) } : null,
          ]),
        ) as CreateLenderBody['schedule']),
    returnWindowHours: required(v.returnWindowHours),
    returnCapPercent: required(v.returnCapPercent),
    paused: v.paused,
  };
}

/** The form field a schema issue belongs to: `schedule.mon.to` stays as it is, `pricePence` is the price. */
export const fieldOf = (path: readonly PropertyKey[] | string): string => {
  const key = typeof path === 'string' ? path : path.map(String).join('.');
  return key === 'pricePence' ? 'price' : key === 'panels' ? 'panels' : key;
};

type Checked<T> = { body: T; errors: null } | { body: null; errors: Record<string, string> };

function check<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
): Checked<T> {
  const result = schema.safeParse(input);
  if (result.success) return { body: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { body: null, errors };
}

export const createBodyOf = (v: LenderFormValues): Checked<CreateLenderBody> =>
  check(createLenderBody, { id: v.id.trim(), ...settingsOf(v) });

export const updateBodyOf = (v: LenderFormValues, version: number): Checked<UpdateLenderBody> =>
  check(updateLenderBody, { version, ...settingsOf(v) });
