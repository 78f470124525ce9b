// The back office shows dates in London time (format.ts): "today" is London's calendar day too,
// so between midnight and 1 am in summer the default range does not end yesterday.
import { addDays, londonDayOf } from '#shared/london-day.ts';

export type DateRange = { from: string; to: string };

/** The last 30 days of London's calendar, today included. */
export function lastThirtyDays(now: Date = new Date()): DateRange {
  const today = londonDayOf(now);
  return { from: addDays(today, -29), to: today };
}

/** From/To date inputs of an admin report (whole days, both inclusive). */
export function DateRangeFields({
  idPrefix,
  range,
  onChange,
}: {
  idPrefix: string;
  range: DateRange;
  onChange: (range: DateRange) => void;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-from`} className="block text-sm font-medium">
          From
        </label>
        <input
          id={`${idPrefix}-from`}
          type="date"
          value={range.from}
          max={range.to}
          onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })}
          className="mt-1 rounded border border-slate-400 px-2 py-1.5"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-to`} className="block text-sm font-medium">
          To
        </label>
        <input
          id={`${idPrefix}-to`}
          type="date"
          value={range.to}
          min={range.from}
          onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })}
          className="mt-1 rounded border border-slate-400 px-2 py-1.5"
        />
      </div>
    </>
  );
}
