import { useState } from 'react';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { DateRangeFields, lastThirtyDays } from '#web/features/admin/ui/date-range-fields.tsx';
import { count, money, percent } from '#web/features/admin/ui/format.ts';
import { useScorecard } from '#web/features/admin/lenders/lenders-api.ts';
import { DailyChart, EarningsChart } from '#web/features/admin/lenders/scorecard-charts.tsx';
import { chartDays, dailyTotals, duration } from '#web/features/admin/lenders/scorecard-series.ts';

const th = 'px-2 py-2 text-right';

/** The lender scorecard: what each lender was offered and did with it, over a chosen range. */
export function ScorecardView() {
  const [range, setRange] = useState(lastThirtyDays);
  const scorecard = useScorecard(range);
  return (
    <div className="space-y-6">
      <Panel title="Range">
        <div className="flex flex-wrap items-end gap-4">
          <DateRangeFields idPrefix="scorecard" range={range} onChange={setRange} />
        </div>
      </Panel>
      {scorecard.isPending ? (
        <Loading what="the lender scorecard" />
      ) : scorecard.isError ? (
        <LoadError what="the lender scorecard" />
      ) : scorecard.data.lenders.length === 0 ? (
        <Panel title="Lenders">
          <p className="text-slate-600">No lender was offered a lead in this range.</p>
        </Panel>
      ) : (
        <>
          <Panel title="Lenders">
            {/* Wider than a laptop screen: the scrolling box takes the keyboard focus (WCAG 2.1.1). */}
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Lender scorecard table">
              <table className="w-full min-w-[1240px] text-left text-sm">
                <caption className="sr-only">
                  Lender scorecard from {scorecard.data.range.from} to {scorecard.data.range.to}
                </caption>
                <thead className="border-b-2 border-slate-300">
                  <tr>
                    <th scope="col" className="sticky left-0 bg-white px-2 py-2">
                      Lender
                    </th>
                    <th scope="col" className={th}>
                      Offered
                    </th>
                    <th scope="col" className={th}>
                      Accepted
                    </th>
                    <th scope="col" className={th}>
                      Declined
                    </th>
                    <th scope="col" className={th}>
                      Timed out
                    </th>
                    <th scope="col" className={th}>
                      Errors
                    </th>
                    <th scope="col" className={th}>
                      Acceptance rate
                    </th>
                    <th scope="col" className={th}>
                      Median response
                    </th>
                    <th scope="col" className={th}>
                      95th percentile
                    </th>
                    <th scope="col" className={th}>
                      Revenue
                    </th>
                    <th scope="col" className={th}>
                      Funded rate
                    </th>
                    <th scope="col" className={th}>
                      Earnings per funded loan
                    </th>
                    <th scope="col" className={th}>
                      Earnings per lead
                    </th>
                    <th scope="col" className={th}>
                      After returns, per lead
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {scorecard.data.lenders.map((l) => (
                    <tr key={l.lenderId} className="border-b border-slate-200">
                      <th scope="row" className="sticky left-0 bg-white px-2 py-2 font-medium">
                        {l.lenderName}
                        <span className="block text-xs font-normal text-slate-600">
                          {count(l.sold)} sold · {count(l.pending)} reviewing · {count(l.outbid)} outbid
                          {l.notAsked > 0 ? ` · ${count(l.notAsked)} not asked` : ''}
                        </span>
                      </th>
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
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-sm text-slate-700">
              <strong>Offered</strong>: leads the lender was asked about. <strong>Accepted</strong>: bought, took for
              review, or bid but was outbid. <strong>Earnings per lead</strong>: revenue ÷ offered.{' '}
              <strong>After returns, per lead</strong>: what the lender paid for the leads it bought in the range (less
              credited returns) ÷ offered; lenders are ranked by it. <strong>Funded rate</strong>: loans the lender
              reports paid out ÷ leads it bought.
              <strong> Earnings per funded loan</strong>: what it paid ÷ those loans. Response times come from a
              histogram, exact to within 10-50 ms below half a second.
            </p>
          </Panel>
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Earnings per lead">
              <EarningsChart lenders={scorecard.data.lenders} />
            </Panel>
            <Panel title="Leads per day">
              <DailyChart totals={chartDays(dailyTotals(scorecard.data.days, scorecard.data.range))} />
            </Panel>
          </div>
        </>
      )}
    </div>
  );
}
