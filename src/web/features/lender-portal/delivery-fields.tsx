import { hourText, type LenderSchedule, type Weekday } from '#shared/admin/lender-schemas.ts';
import type { DeliveryFormValues } from '#shared/lender-portal/delivery-form.ts';
import { WeeklyHoursFields } from '#web/components/ui/weekly-hours-fields.tsx';
import { INPUT, LABEL } from './portal-ui.tsx';

// The Delivery screen's fields: caps beside the broker's maximum, and the hours of each weekday
// beside the broker's. All shown at once (no script needed); a problem's field is marked invalid and
// described by the form's error message (`problem-message`).

const INVALID = 'aria-invalid:border-2 aria-invalid:border-red-700';

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

/** Whatever hours the broker sends, or per weekday the lender's own within the broker's. */
export function HoursFields(props: { values: DeliveryFormValues; broker: LenderSchedule | null; path?: string }) {
  const { values, broker, path } = props;
  // Every day's hours are shown and posted whatever is ticked: the form works without script.
  const hour = (day: Weekday, end: 'from' | 'to') => ({
    id: `days.${day}.${end}`,
    name: `days.${day}.${end}`,
    defaultValue: values.days[day][end],
    ...problemOf(`schedule.${day}.${end}`, path),
  });
  const brokerHours = (day: Weekday) => {
    const ours = broker?.[day];
    return (
      <span className="w-full text-sm text-slate-600 sm:w-auto">
        {broker === null
          ? 'We send at any hour'
          : ours
            ? `We send ${hourText(ours.from)} to ${hourText(ours.to)}`
            : 'We send none that day'}
      </span>
    );
  };
  return (
    <WeeklyHoursFields
      look="roomy"
      anyHourLabel="Take leads at any hour we send them"
      hint={<p className="text-sm text-slate-600">Otherwise only on the days ticked below, at the hours chosen.</p>}
      toWord="until"
      bind={{
        anyHour: { name: 'anyHour', defaultChecked: values.anyHour },
        open: (day) => ({ name: `days.${day}.open`, defaultChecked: values.days[day].open }),
        hour,
        showDays: true,
        showHours: () => true,
      }}
      dayEnd={brokerHours}
    />
  );
}
