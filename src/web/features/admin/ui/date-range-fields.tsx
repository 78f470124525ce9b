const day = (d: Date) => d.toISOString().slice(0, 10);

export type DateRange = { from: string; to: string };

/** The last 30 days, today included. */
export function lastThirtyDays(): DateRange {
  const today = new Date();
  return { from: day(new Date(today.getTime() - 29 * 86_400_000)), to: day(today) };
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
