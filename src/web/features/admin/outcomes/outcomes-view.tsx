import { useState } from 'react';
import { DIMENSION_LABELS, MIN_COHORT, OUTCOME_DIMENSIONS } from '#shared/admin/outcomes-schemas.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { lastThirtyDays } from '#web/features/admin/ui/date-range-fields.tsx';
import { RangeReport } from '#web/features/admin/ui/range-report.tsx';
import { useOutcomes } from './outcomes-api.ts';
import { CohortTable } from './cohort-table.tsx';
import { PacksPanel } from './packs-panel.tsx';

/** Consumer Duty outcomes by cohort over a chosen range of London days (decision 128). */
export function OutcomesView() {
  const [range, setRange] = useState(lastThirtyDays);
  const outcomes = useOutcomes(range);
  const note = (
    <p className="mt-3 text-sm text-slate-700">
      Applications submitted on these days (UK time), both included. A cohort of fewer than {MIN_COHORT} applications
      shows its counts and “too few to say” instead of any percentage.
    </p>
  );
  const after = (
    <>
      <PacksPanel
        lenders={(outcomes.data?.cohorts ?? [])
          .filter((c) => c.dimension === 'lender')
          .map((c) => ({ value: c.value, label: c.label }))}
      />
      {outcomes.data ? (
        <p className="text-sm text-slate-700">
          Representative APR: {outcomes.data.representativeApr}%. Lender: applications the lender was asked about; its
          sold and funded are its own.
        </p>
      ) : null}
    </>
  );
  return (
    <RangeReport
      idPrefix="outcomes"
      what="the outcomes"
      range={range}
      onRange={setRange}
      report={outcomes}
      note={note}
      after={after}
    >
      {(data) =>
        OUTCOME_DIMENSIONS.map((dimension) => {
          const cohorts = data.cohorts.filter((c) => c.dimension === dimension);
          const title = DIMENSION_LABELS[dimension];
          return (
            <Panel key={dimension} title={title}>
              {cohorts.length === 0 ? (
                <p className="text-slate-600">No application in this range.</p>
              ) : (
                <CohortTable title={title} cohorts={cohorts} range={`${data.from} to ${data.to}`} />
              )}
            </Panel>
          );
        })
      }
    </RangeReport>
  );
}
