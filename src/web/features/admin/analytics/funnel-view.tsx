import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CONVERSION_RATE_LABEL, conversionRateHint } from '#shared/admin/conversion.ts';
import { FUNNEL_STEP_NAMES } from '#shared/application/step-meta.ts';
import { useFunnel } from '#web/features/admin/analytics/funnel-api.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { DateRangeFields, lastThirtyDays } from '#web/features/admin/ui/date-range-fields.tsx';
import { count, percent } from '#web/features/admin/ui/format.ts';
import { ScrollRegion } from '#web/features/admin/ui/wide-table.tsx';

const defaultRange = () => ({ ...lastThirtyDays(), source: '' });
/** What each figure counts, under the cards. */
const DEFINITIONS = [
  [
    'Total sessions',
    'distinct visitor sessions in the range with any recorded analytics event ' +
      '(visitors who accepted analytics cookies) or that started an application.',
  ],
  ['Users per step', 'applications started in the range that got past that step.'],
  ['Completed', 'consent submitted and offered to lenders.'],
  [
    'Refused as repeat applications',
    'consent submitted, then refused by the duplicate rule (the same person applied recently): ' +
      'offered to no lender, so not counted as completed or in the conversion rate.',
  ],
  [
    'Referred to debt advice',
    'consent submitted, then stopped by the vulnerability and affordability gate: offered to no lender, ' +
      'so not counted as completed or in the conversion rate.',
  ],
  ['Conversion rate', 'completed applications ÷ total sessions.'],
] as const;

/** The steps and their users in words, for the chart's accessible name. */
const stepList = (steps: { name: string; users: number }[]) => steps.map((s) => `${s.name} ${s.users}`).join(', ');

/** Funnel: users per application step, drop-off, sessions and conversion, by date range and UTM source. */
export function FunnelView() {
  const [range, setRange] = useState(defaultRange);
  const funnel = useFunnel(range);
  const [knownSources, setKnownSources] = useState<string[]>([]);
  const sources = funnel.data && !range.source ? funnel.data.sources.map((s) => s.source) : knownSources;
  if (funnel.data && !range.source && sources.join() !== knownSources.join()) setKnownSources(sources);

  return (
    <div className="space-y-6">
      <Panel title="Range">
        <div className="flex flex-wrap items-end gap-4">
          <DateRangeFields
            idPrefix="funnel"
            range={range}
            onChange={(dates) => setRange((r) => ({ ...r, ...dates }))}
          />
          <div>
            <label htmlFor="funnel-source" className="block text-sm font-medium">
              UTM source
            </label>
            <select
              id="funnel-source"
              value={range.source}
              onChange={(e) => setRange((r) => ({ ...r, source: e.target.value }))}
              className="mt-1 rounded border border-slate-400 px-2 py-1.5"
            >
              <option value="">All sources</option>
              {sources.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </div>
      </Panel>
      {funnel.isPending ? (
        <Loading what="the funnel" />
      ) : funnel.isError ? (
        <LoadError what="the funnel" />
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {[
              ['Total sessions', count(funnel.data.metrics.total_sessions)],
              ['Completed applications', count(funnel.data.metrics.completed_applications)],
              ['Referred to debt advice', count(funnel.data.metrics.referred_applications)],
              ['Refused as repeat applications', count(funnel.data.metrics.duplicate_applications)],
              [
                CONVERSION_RATE_LABEL,
                percent(funnel.data.metrics.conversion_rate),
                conversionRateHint(
                  count(funnel.data.metrics.completed_applications),
                  count(funnel.data.metrics.total_sessions),
                ),
              ],
            ].map(([label, value, hint]) => (
              <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
                {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-700">
            {DEFINITIONS.map(([term, meaning]) => (
              <span key={term}>
                <strong>{term}</strong>: {meaning}{' '}
              </span>
            ))}
          </p>
          <Panel title="Users per step">
            <div
              className="h-72 w-full"
              role="img"
              aria-label={`Bar chart of users per step: ${stepList(funnel.data.steps)}`}
            >
              <ResponsiveContainer width="100%" height="100%">
                {/* Horizontal bars: the step names sit one under another, so they never overlap on a phone. */}
                <BarChart layout="vertical" data={funnel.data.steps} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis type="number" allowDecimals={false} />
                  <YAxis type="category" dataKey="name" interval={0} width={120} tick={{ fontSize: 12 }} />
                  <Tooltip />
                  <Bar dataKey="users" name="Users" fill="#1a3fae" />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <ScrollRegion label="Funnel table" className="mt-4">
              <table className="w-full text-left text-sm">
                <thead className="border-b-2 border-slate-300">
                  <tr>
                    <th scope="col" className="px-2 py-2">
                      Step
                    </th>
                    <th scope="col" className="px-2 py-2 text-right">
                      Users
                    </th>
                    <th scope="col" className="px-2 py-2 text-right">
                      Drop-off from previous step
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {funnel.data.steps.map((s) => (
                    <tr key={s.step} className="border-b border-slate-200">
                      <th scope="row" className="px-2 py-2 font-medium">
                        {s.step}. {s.name}
                      </th>
                      <td className="px-2 py-2 text-right">{count(s.users)}</td>
                      <td className="px-2 py-2 text-right">{s.step === 1 ? '—' : percent(s.dropOff)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </Panel>
          <Panel title="By UTM source">
            {funnel.data.sources.length === 0 ? (
              <p className="text-slate-600">No applications were started in this range.</p>
            ) : (
              <ScrollRegion label="UTM sources table">
                <table className="w-full min-w-[720px] text-left text-sm">
                  <thead className="border-b-2 border-slate-300">
                    <tr>
                      <th scope="col" className="px-2 py-2">
                        Source
                      </th>
                      {FUNNEL_STEP_NAMES.map((n) => (
                        <th key={n} scope="col" className="px-2 py-2 text-right">
                          {n}
                        </th>
                      ))}
                      <th scope="col" className="px-2 py-2 text-right">
                        Completed
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {funnel.data.sources.map((s) => (
                      <tr key={s.source} className="border-b border-slate-200">
                        <th scope="row" className="px-2 py-2 font-medium">
                          {s.source}
                        </th>
                        {s.steps.map((n, i) => (
                          <td key={i} className="px-2 py-2 text-right">
                            {count(n)}
                          </td>
                        ))}
                        <td className="px-2 py-2 text-right">{count(s.completed)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
          </Panel>
        </>
      )}
    </div>
  );
}
