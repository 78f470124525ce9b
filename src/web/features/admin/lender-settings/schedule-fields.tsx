import type { UseFormReturn } from 'react-hook-form';
import type { LenderFormValues } from '#shared/admin/lender-form.ts';
import type { Weekday } from '#shared/admin/lender-schemas.ts';
import { WeeklyHoursFields } from '#web/components/ui/weekly-hours-fields.tsx';
import { FieldProblem, problemAttrs } from '#web/features/admin/ui/form-summary.tsx';

type Form = Pick<UseFormReturn<LenderFormValues>, 'register' | 'watch' | 'formState'>;

/**
 * When the lender takes leads: any hour, or per weekday its hours (UK time) or closed. With script:
 * the weekdays hide under "any hour" and a closed day's hours hide; each hour's problem from the
 * schema goes under its day's row.
 */
export function ScheduleFields({ id, form }: { id: string; form: Form }) {
  const problems = form.formState.errors.days;
  const open = (day: Weekday) => form.watch(`days.${day}.open`);
  return (
    <WeeklyHoursFields
      look="compact"
      anyHourLabel="Takes leads at any hour, every day"
      toWord="to"
      bind={{
        anyHour: { id: `${id}-anyHour`, ...form.register('anyHour') },
        open: (day) => ({ id: `${id}-days.${day}.open`, ...form.register(`days.${day}.open`) }),
        hour: (day, end) => {
          const name = `days.${day}.${end}` as const;
          return { ...form.register(name), ...problemAttrs(id, name, problems?.[day]?.[end]?.message) };
        },
        showDays: !form.watch('anyHour'),
        showHours: open,
      }}
      dayEnd={(day) =>
        open(day)
          ? (['from', 'to'] as const).map((end) => (
              <div key={end} className="w-full empty:hidden">
                <FieldProblem id={id} name={`days.${day}.${end}`} problem={problems?.[day]?.[end]?.message} />
              </div>
            ))
          : null
      }
    />
  );
}
