import type { ComponentProps, ReactNode } from 'react';
import { HOURS, hourText, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '#shared/admin/lender-schemas.ts';

// A lender's hours (UK time), for the back office's lender form and the lenders' portal alike: a
// fieldset with "any hour", and per weekday a box for open and the hours it opens and closes. Each
// screen binds the controls its own way (the back office through react-hook-form, the portal as a
// plain post that works without script) and adds its own words under a day.

type End = 'from' | 'to';

const LOOKS = {
  /** The back office's dense form. */
  compact: {
    fieldset: 'rounded border border-slate-200 p-3 md:col-span-2',
    legend: 'px-1 text-sm font-semibold',
    anyHour: 'flex items-center gap-2 text-sm',
    list: 'mt-2 space-y-2',
    row: 'flex flex-wrap items-center gap-2 text-sm',
    day: 'flex w-32 items-center gap-2',
    box: undefined,
    select: 'rounded border border-slate-400 px-2 py-1 text-sm',
  },
  /** The portal: larger targets (44 px rows) for phones, an invalid field outlined. */
  roomy: {
    fieldset: 'rounded-xl border border-slate-200 p-4',
    legend: 'px-1 font-semibold text-slate-900',
    anyHour: 'flex min-h-11 items-center gap-2',
    list: 'mt-3 space-y-2',
    row: 'flex flex-wrap items-center gap-x-3 gap-y-1',
    day: 'flex min-h-11 w-full items-center gap-2 sm:w-36',
    box: 'size-5',
    select:
      'rounded-lg border border-slate-400 bg-white px-2 py-2 text-base ' +
      'aria-invalid:border-2 aria-invalid:border-red-700',
  },
} as const;

/** How a screen ties the fields to its form: each control's attributes, and what it shows. */
export type WeeklyHoursBinding = {
  /** The "any hour" box (its name, and checked or how it is registered). */
  anyHour: ComponentProps<'input'>;
  /** A weekday's "open" box. */
  open: (day: Weekday) => ComponentProps<'input'>;
  /** An hour's select: it needs an id, for its (visually hidden) label. */
  hour: (day: Weekday, end: End) => ComponentProps<'select'> & { id: string };
  /** False hides the weekdays (with script, once "any hour" is ticked). */
  showDays: boolean;
  /** False shows "Closed" in place of a day's hours (with script, while its box is unticked). */
  showHours: (day: Weekday) => boolean;
};

type Props = {
  look: keyof typeof LOOKS;
  bind: WeeklyHoursBinding;
  anyHourLabel: string;
  /** Said under the "any hour" box. */
  hint?: ReactNode;
  /** The closing hour's label after the weekday: "Monday to" or "Monday until". */
  toWord: 'to' | 'until';
  /** What a screen adds at the end of a day's row (its problems, the broker's hours). */
  dayEnd?: (day: Weekday) => ReactNode;
};

function DayRow({ day, props }: { day: Weekday; props: Props }) {
  const { look, bind, toWord, dayEnd } = props;
  const css = LOOKS[look];
  const hours = (end: End, choices: readonly number[]) => {
    const attrs = bind.hour(day, end);
    return (
      <>
        <label htmlFor={attrs.id} className="sr-only">
          {WEEKDAY_LABELS[day]} {end === 'from' ? 'from' : toWord}
        </label>
        <select {...attrs} className={css.select}>
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
    <li className={css.row}>
      <label className={css.day}>
        <input type="checkbox" {...bind.open(day)} className={css.box} />
        {WEEKDAY_LABELS[day]}
      </label>
      {bind.showHours(day) ? (
        <>
          {hours('from', HOURS.slice(0, 24))}
          <span aria-hidden>to</span>
          {hours('to', HOURS.slice(1))}
        </>
      ) : (
        <span className="text-slate-600">Closed</span>
      )}
      {dayEnd?.(day)}
    </li>
  );
}

/** When a lender takes leads: any hour, or per weekday its hours (UK time) or closed. */
export function WeeklyHoursFields(props: Props) {
  const { look, bind, anyHourLabel, hint } = props;
  const css = LOOKS[look];
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>Hours (UK time)</legend>
      <label className={css.anyHour}>
        <input type="checkbox" {...bind.anyHour} className={css.box} />
        {anyHourLabel}
      </label>
      {hint}
      {bind.showDays ? (
        <ul className={css.list}>
          {WEEKDAYS.map((day) => (
            <DayRow key={day} day={day} props={props} />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
