import {
  HOURS,
  hourText,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type LenderSchedule,
  type Weekday,
} from '#shared/admin/lender-schemas.ts';
import type { DeliveryFormValues } from '#shared/lender-portal/delivery-form.ts';
import { INPUT, LABEL } from './portal-ui.tsx';

// The Delivery screen's fields: caps beside the broker's maximum, and the hours of each weekday
// beside the broker's. All shown at once (no script needed); a problem's field is marked invalid and
// described by the form's error message (`problem-message`).

const INVALID = 'aria-invalid:border-2 aria-invalid:border-red-700';
const SELECT = `rounded-lg border border-slate-400 bg-white px-2 py-2 text-base ${INVALID}`;

/** The attributes of a field a problem is about. */
const problemOf = (name: string, path: string | undefined) =>
  path === name ? { 'aria-invalid': true as const, 'aria-describedby': 'problem-message' } : {};

export function CapField(props: {
  name: 'dailyCap' | 'weeklyCap' | 'monthlyCap';
  label: string;
  most: number | null;
  value: string;
  path: string | undefined;
}) {
  const { name, label, most, value, path } = props;
  return (
    <div>
      <label htmlFor={name} className={LABEL}>
        {label}
      </label>
      <p id={`${name}-hint`} className="text-sm text-slate-600">
        {most === null ? 'We set no maximum.' : `Our maximum: ${most}.`} Leave blank for no cap of yours.
      </p>
      <input
        id={name}
        name={name}
        inputMode="numeric"
        pattern="[0-9]*"
        defaultValue={value}
        aria-describedby={`${name}-hint`}
        {...problemOf(name, path)}
        className={`${INPUT} max-w-40 ${INVALID}`}
      />
    </div>
  );
}

function DayRow(props: { day: Weekday; values: DeliveryFormValues; broker: LenderSchedule | null; path?: string }) {
  const { day, values, broker, path } = props;
  const name = WEEKDAY_LABELS[day];
  const ours = broker?.[day];
  const hours = (end: 'from' | 'to', choices: number[]) => (
    <>
      <label htmlFor={`days.${day}.${end}`} className="sr-only">
        {name} {end === 'from' ? 'from' : 'until'}
      </label>
      <select
        id={`days.${day}.${end}`}
        name={`days.${day}.${end}`}
        defaultValue={values.days[day][end]}
        {...problemOf(`schedule.${day}.${end}`, path)}
        className={SELECT}
      >
        {choices.map((h) => (
          <option key={h} value={h}>
            {hourText(h)}
          </option>
        ))}
      </select>
    </>
  );
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label className="flex min-h-11 w-full items-center gap-2 sm:w-36">
        <input type="checkbox" name={`days.${day}.open`} defaultChecked={values.days[day].open} className="size-5" />
        {name}
      </label>
      {hours('from', HOURS.slice(0, 24))}
      <span aria-hidden>to</span>
      {hours('to', HOURS.slice(1))}
      <span className="w-full text-sm text-slate-600 sm:w-auto">
        {broker === null
          ? 'We send at any hour'
          : ours
            ? `We send ${hourText(ours.from)} to ${hourText(ours.to)}`
            : 'We send none that day'}
      </span>
    </li>
  );
}

/** Whatever hours the broker sends, or per weekday the lender's own within the broker's. */
export function HoursFields(props: { values: DeliveryFormValues; broker: LenderSchedule | null; path?: string }) {
  const { values, broker, path } = props;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Hours (UK time)</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="anyHour" defaultChecked={values.anyHour} className="size-5" />
        Take leads at any hour we send them
      </label>
      <p className="text-sm text-slate-600">Otherwise only on the days ticked below, at the hours chosen.</p>
      <ul className="mt-3 space-y-2">
        {WEEKDAYS.map((day) => (
          <DayRow key={day} day={day} values={values} broker={broker} {...(path ? { path } : {})} />
        ))}
      </ul>
    </fieldset>
  );
}
