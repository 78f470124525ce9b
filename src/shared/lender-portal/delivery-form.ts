import { WEEKDAYS, type LenderSchedule, type Weekday } from '#shared/admin/lender-schemas.ts';
import type { DeliveryView } from './delivery-schemas.ts';

// The Delivery screen's form (a plain post, decision 147): caps as typed (blank: none of yours) and
// the hours per weekday, made into the body `deliveryBody` checks.

export type DayValues = { open: boolean; from: string; to: string };
export type DeliveryFormValues = {
  dailyCap: string;
  weeklyCap: string;
  monthlyCap: string;
  /** Whatever hours the broker sends leads (no schedule of the lender's own). */
  anyHour: boolean;
  days: Record<Weekday, DayValues>;
};

const text = (n: number | null) => (n === null ? '' : String(n));

/** A day's hours as the form offers them: the lender's own, else the broker's, else 09:00 to 17:00. */
function dayOf(own: LenderSchedule | null, broker: LenderSchedule | null, day: Weekday): DayValues {
  const hours = own ? own[day] : broker ? broker[day] : day === 'sat' || day === 'sun' ? null : { from: 9, to: 17 };
  const shown = hours ?? broker?.[day] ?? { from: 9, to: 17 };
  return { open: hours !== null, from: String(shown.from), to: String(shown.to) };
}

/** The form's values as stored. */
export function deliveryFormValues(view: DeliveryView): DeliveryFormValues {
  const { own, broker } = view;
  return {
    dailyCap: text(own.dailyCap),
    weeklyCap: text(own.weeklyCap),
    monthlyCap: text(own.monthlyCap),
    anyHour: own.schedule === null,
    days: Object.fromEntries(WEEKDAYS.map((d) => [d, dayOf(own.schedule, broker.schedule, d)])) as Record<
      Weekday,
      DayValues
    >,
  };
}

/** The form's values as posted (`days.mon.open`, `days.mon.from`, …). */
export function deliveryFormOf(get: (name: string) => string | null): DeliveryFormValues {
  const value = (name: string) => (get(name) ?? '').trim();
  return {
    dailyCap: value('dailyCap'),
    weeklyCap: value('weeklyCap'),
    monthlyCap: value('monthlyCap'),
    anyHour: get('anyHour') !== null,
    days: Object.fromEntries(
      WEEKDAYS.map((d) => [
        d,
        { open: get(`days.${d}.open`) !== null, from: value(`days.${d}.from`), to: value(`days.${d}.to`) },
      ]),
    ) as Record<Weekday, DayValues>,
  };
}

/** Typed text as a number: blank is null; anything else not a number stays NaN for the schema to refuse. */
const num = (value: string): number | null => (value === '' ? null : Number(value));

/** The request the form's values make, from the version the form showed. */
export function deliveryBodyOf(values: DeliveryFormValues, version: number) {
  return {
    version,
    dailyCap: num(values.dailyCap),
    weeklyCap: num(values.weeklyCap),
    monthlyCap: num(values.monthlyCap),
    schedule: values.anyHour
      ? null
      : Object.fromEntries(
          WEEKDAYS.map((d) => {
            const day = values.days[d];
            return [d, day.open ? { from: num(day.from) ?? Number.NaN, to: num(day.to) ?? Number.NaN } : null];
          }),
        ),
  };
}
