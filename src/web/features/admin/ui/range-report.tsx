import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError, Loading, Panel } from './admin-shell.tsx';
import { DateRangeFields, type DateRange } from './date-range-fields.tsx';

type Props<T> = {
  /** Prefix of the From/To inputs' ids. */
  idPrefix: string;
  /** The report's name in the loading and error messages: "the outcomes". */
  what: string;
  range: DateRange;
  onRange: (range: DateRange) => void;
  /** The report's query over `range`. */
  report: UseQueryResult<T>;
  /** Said in the Range panel, under the dates. */
  note?: ReactNode;
  /** Shown under the report whether or not it has loaded. */
  after?: ReactNode;
  /** The report once loaded. */
  children: (report: T) => ReactNode;
};

/** The frame of a back-office report over a range of days: the Range panel, then the report or its loading state. */
export function RangeReport<T>({ idPrefix, what, range, onRange, report, note, after, children }: Props<T>) {
  return (
    <div className="space-y-6">
      <Panel title="Range">
        <div className="flex flex-wrap items-end gap-4">
          <DateRangeFields idPrefix={idPrefix} range={range} onChange={onRange} />
        </div>
        {note}
      </Panel>
      {report.isPending ? <Loading what={what} /> : report.isError ? <LoadError what={what} /> : children(report.data)}
      {after}
    </div>
  );
}
