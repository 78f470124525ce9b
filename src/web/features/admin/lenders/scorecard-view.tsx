import { useState } from 'react';
import type { ScorecardResponse } from '#shared/admin/scorecard-schemas.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { lastThirtyDays } from '#web/features/admin/ui/date-range-fields.tsx';
import { RangeReport } from '#web/features/admin/ui/range-report.tsx';
import { RowHeading, WideTable } from '#web/features/admin/ui/wide-table.tsx';
import { count, money, percent } from '#web/features/admin/ui/format.ts';
import { useScorecard } from '#web/features/admin/lenders/lenders-api.ts';
import { DailyChart, EarningsChart } from '#web/features/admin/lenders/scorecard-charts.tsx';
import { chartDays, dailyTotals, duration } from '#web/features/admin/lenders/scorecard-series.ts';

const th = 'px-2 py-2 text-right';
const HEADINGS = [
  'Offered',
  'Accepted',
  'Declined',
  'Timed out',
  'Errors',
  'Acceptance rate',
  'Median response',
  '95th percentile',
  'Revenue',
  'Funded rate',
  'Earnings per funded loan',
  'Earnings per lead',
  'After returns, per lead',
];

/** The lender scorecard: what each lender was offered and did with it, over a chosen range. */
export function ScorecardView() {
  const [range, setRange] = useState(lastThirtyDays);
  const scorecard = useScorecard(range);
  return (
    <RangeReport idPrefix="scorecard" what="the lender scorecard" range={range} onRange={setRange} report={scorecard}>
      {(data) => <ScorecardReport scorecard={data} />}
    </RangeReport>
  );
}

/** The scorecard of the range: a row per lender with the measures explained, then two charts. */
function ScorecardReport({ scorecard }: { scorecard: ScorecardResponse }) {
  return scorecard.lenders.length === 0 ? (
    <Panel title="Lenders">
      <p className="text-slate-600">No lender was offered a lead in this range.</p>
    </Panel>
  ) : (
    <>
      <Panel title="Lenders">
        <WideTable
          label="Lender scorecard table"
          caption={`Lender scorecard from ${scorecard.range.from} to ${scorecard.range.to}`}
          minWidth="min-w-[1240px]"
          rowsHeading="Lender"
          headings={HEADINGS}
        >
          {scorecard.lenders.map((l) => (
            <tr key={l.lenderId} className="border-b border-slate-200">
              <RowHeading>
                {l.lenderName}
                <span className="block text-xs font-normal text-slate-600">
                  {count(l.sold)} sold · {count(l.pending)} reviewing · {count(l.outbid)} outbid
                  {l.notAsked > 0 ? ` · ${count(l.notAsked)} not asked` : ''}
                </span>
              </RowHeading>
              <td className={th}>{count(l.offered)}</td>
              <td className={th}>{count(l.accepted)}</td>
              <td className={th}>{count(l.declined)}</td>
              <td className={th}>{count(l.timeouts)}</td>
              <td className={th}>{count(l.errors)}</td>
              <td className={th}>{percent(l.acceptanceRate)}</td>
              <td className={th}>{duration(l.medianMs)}</td>
              <td className={th}>{duration(l.p95Ms)}</td>
              <td className={th}>{money(l.revenue)}</td>
              <td className={th}>
                {l.fundedRate === null ? '—' : percent(l.fundedRate)}
                <span className="block text-xs text-slate-600">
                  {count(l.fundedLoans)} of {count(l.leadsSold)}
                </span>
              </td>
              <td className={th}>{money(l.earningsPerFundedLoan)}</td>
              <td className={th}>{money(l.earningsPerLead)}</td>
              <td className={th}>{money(l.netEarningsPerLead)}</td>
            </tr>
          ))}
        </WideTable>
        <p className="mt-3 text-sm text-slate-700">
          <strong>Offered</strong>: leads the lender was asked about. <strong>Accepted</strong>: bought, took for
          review, or bid but was outbid. <strong>Earnings per lead</strong>: revenue ÷ offered.{' '}
          <strong>After returns, per lead</strong>: what the lender paid for the leads it bought in the range (less
          credited returns) ÷ offered; lenders are ranked by it. <strong>Funded rate</strong>: loans the lender reports
          paid out ÷ leads it bought.
          <strong> Earnings per funded loan</strong>: what it paid ÷ those loans. Response times come from a histogram,
          exact to within 10-50 ms below half a second.
        </p>
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Earnings per lead">
          <EarningsChart lenders={scorecard.lenders} />
        </Panel>
        <Panel title="Leads per day">
          <DailyChart totals={chartDays(dailyTotals(scorecard.days, scorecard.range))} />
        </Panel>
      </div>
    </>
  );
}
