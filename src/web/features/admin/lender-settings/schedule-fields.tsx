import type { UseFormReturn } from 'react-hook-form';
import type { LenderFormValues } from '#shared/admin/lender-form.ts';
import { HOURS, hourText, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '#shared/admin/lender-schemas.ts';
import { FieldProblem, problemAttrs } from '#web/features/admin/ui/form-summary.tsx';

const select = 'rounded border border-slate-400 px-2 py-1 text-sm';

type Form = Pick<UseFormReturn<LenderFormValues>, 'register' | 'watch' | 'formState'>;

/** One weekday: open or closed, and when open its hours, each with the schema's problem under the row. */
function DayFields({ id, form, day }: { id: string; form: Form; day: Weekday }) {
  const open = form.watch(`days.${day}.open`);
  const problems = form.formState.errors.days?.[day];
  const hours = (end: 'from' | 'to', choices: number[]) => {
    const name = `days.${day}.${end}` as const;
    return (
      <>
        <label className="sr-only" htmlFor={`${id}-${name}`}>
          {WEEKDAY_LABELS[day]} {end}
        </label>
        <select {...form.register(name)} {...problemAttrs(id, name, problems?.[end]?.message)} className={select}>
          {choices.map((h) => (
            <option key={h} value={h}>
              {hourText(h)}
            </option>
          ))}
        </select>
      </>
    );
  };
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <label className="flex w-32 items-center gap-2">
        <input type="checkbox" id={`${id}-days.${day}.open`} {...form.register(`days.${day}.open`)} />
        {WEEKDAY_LABELS[day]}
      </label>
      {open ? (
        <>
          {hours('from', HOURS.slice(0, 24))}
          <span aria-hidden>to</span>
          {hours('to', HOURS.slice(1))}
        </>
      ) : (
        <span className="text-slate-600">Closed</span>
      )}
      {open
        ? (['from', 'to'] as const).map((end) => (
            <div key={end} className="w-full empty:hidden">
              <FieldProblem id={id} name={`days.${day}.${end}`} problem={problems?.[end]?.message} />
            </div>
          ))
        : null}
    </li>
  );
}

/** When the lender takes leads: any hour, or per weekday its hours (UK time) or closed. */
export function ScheduleFields({ id, form }: { id: string; form: Form }) {
  const anyHour = form.watch('anyHour');
  return (
    <fieldset className="rounded border border-slate-200 p-3 md:col-span-2">
      <legend className="px-1 text-sm font-semibold">Hours (UK time)</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" id={`${id}-anyHour`} {...form.register('anyHour')} />
        Takes leads at any hour, every day
      </label>
      {anyHour ? null : (
        <ul className="mt-2 space-y-2">
          {WEEKDAYS.map((day) => (
            <DayFields key={day} id={id} form={form} day={day} />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
