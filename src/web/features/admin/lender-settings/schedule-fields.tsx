import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '#shared/admin/lender-schemas.ts';
import type { DayValues, LenderFormValues } from './lender-form-values.ts';

const HOURS = Array.from({ length: 25 }, (_, h) => h);
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;
const select = 'rounded border border-slate-400 px-2 py-1 text-sm';

/** When the lender takes leads: any hour, or per weekday its hours (UK time) or closed. */
export function ScheduleFields({
  values,
  errors,
  onChange,
}: {
  values: LenderFormValues;
  errors: Record<string, string>;
  onChange: (change: Partial<LenderFormValues>) => void;
}) {
  const setDay = (day: Weekday, change: Partial<DayValues>) =>
    onChange({ days: { ...values.days, [day]: { ...values.days[day], ...change } } });
  return (
    <fieldset className="rounded border border-slate-200 p-3 md:col-span-2">
      <legend className="px-1 text-sm font-semibold">Hours (UK time)</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={values.anyHour} onChange={(e) => onChange({ anyHour: e.target.checked })} />
        Takes leads at any hour, every day
      </label>
      {values.anyHour ? null : (
        <ul className="mt-2 space-y-2">
          {WEEKDAYS.map((day) => {
            const value = values.days[day];
            const error = errors[`schedule.${day}.to`] ?? errors[`schedule.${day}.from`];
            return (
              <li key={day} className="flex flex-wrap items-center gap-2 text-sm">
                <label className="flex w-32 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={value.open}
                    onChange={(e) => setDay(day, { open: e.target.checked })}
                  />
                  {WEEKDAY_LABELS[day]}
                </label>
                {value.open ? (
                  <>
                    <label className="sr-only" htmlFor={`lender-${day}-from`}>
                      {WEEKDAY_LABELS[day]} from
                    </label>
                    <select
                      id={`lender-${day}-from`}
                      className={select}
                      value={value.from}
                      onChange={(e) => setDay(day, { from: e.target.value })}
                    >
                      {HOURS.slice(0, 24).map((h) => (
                        <option key={h} value={h}>
                          {hourText(h)}
                        </option>
                      ))}
                    </select>
                    <span aria-hidden>to</span>
                    <label className="sr-only" htmlFor={`lender-${day}-to`}>
                      {WEEKDAY_LABELS[day]} to
                    </label>
                    <select
                      id={`lender-${day}-to`}
                      className={select}
                      value={value.to}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `lender-${day}-error` : undefined}
                      onChange={(e) => setDay(day, { to: e.target.value })}
                    >
                      {HOURS.slice(1).map((h) => (
                        <option key={h} value={h}>
                          {hourText(h)}
                        </option>
                      ))}
                    </select>
                  </>
                ) : (
                  <span className="text-slate-600">Closed</span>
                )}
                {error ? (
                  <p id={`lender-${day}-error`} className="w-full text-rose-700">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
