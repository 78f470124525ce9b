import { toast } from 'sonner';
import type { AbTestResult } from '#shared/admin/ab-schemas.ts';
import { useAbTests, useDeleteTest, useToggleTest } from '#web/features/admin/abtests/abtests-api.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { count, percent } from '#web/features/admin/ui/format.ts';
import { ScrollRegion } from '#web/features/admin/ui/wide-table.tsx';

const STATUS_STYLE = {
  active: 'bg-emerald-100 text-emerald-900',
  paused: 'bg-amber-100 text-amber-900',
  completed: 'bg-slate-200 text-slate-800',
};
const signed = (v: number) => `${v >= 0 ? '+' : ''}${percent(v)}`;

function TestCard({ test }: { test: AbTestResult }) {
  const toggle = useToggleTest();
  const remove = useDeleteTest();
  const onError = (fallback: string) => (e: unknown) => toast.error('Error', { description: errorText(e, fallback) });
  const setStatus = (status: AbTestResult['status']) =>
    toggle.mutate(
      { testId: test.testId, status },
      { onSuccess: () => toast.success('Status updated'), onError: onError('Could not update the status') },
    );
  const onDelete = () => {
    if (!window.confirm('Delete this test?')) return;
    remove.mutate(
      { testId: test.testId },
      { onSuccess: () => toast.success('Test deleted'), onError: onError('Could not delete the test') },
    );
  };

  return (
    <article className="rounded-lg border border-slate-200 p-4" aria-labelledby={`test-${test.testId}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`test-${test.testId}`} className="text-base font-semibold text-slate-900">
            {test.name}
          </h3>
          <p className="text-sm text-slate-600">
            <code>{test.testId}</code>
            {test.slot ? ` · on ${test.slot}` : ''}
            {test.description ? ` · ${test.description}` : ''}
          </p>
        </div>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[test.status]}`}>
          {test.status[0]!.toUpperCase() + test.status.slice(1)}
        </span>
      </div>
      <p className="mt-2 text-sm">
        {count(test.totalAssignments)} assignments · {count(test.totalConversions)} conversions
      </p>
      {test.srmWarning ? (
        <p role="alert" className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          Sample ratio mismatch: the split of visitors differs from the configured weights (p ={' '}
          {test.srmPValue.toExponential(1)}). Check the assignment code before trusting the results.
        </p>
      ) : null}
      <ScrollRegion label="A/B tests table" className="mt-3">
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="border-b-2 border-slate-300">
            <tr>
              {[
                'Variant',
                'Weight',
                'Assignments',
                'Conversions',
                'Conversion rate',
                'Chance to beat control',
                'Uplift (95% interval)',
              ].map((h) => (
                <th key={h} scope="col" className="px-2 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {test.variants.map((v) => (
              <tr key={v.id} className="border-b border-slate-200">
                <th scope="row" className="px-2 py-2 font-medium">
                  {v.name} <span className="font-normal text-slate-600">({v.id})</span>
                  {v.content ? (
                    <span className="block font-normal text-slate-600">
                      {[v.content.heading, v.content.cta]
                        .filter(Boolean)
                        .map((t) => `“${t}”`)
                        .join(' · ')}
                    </span>
                  ) : null}
                </th>
                <td className="px-2 py-2">{percent(v.weight, 0)}</td>
                <td className="px-2 py-2">{count(v.assignments)}</td>
                <td className="px-2 py-2">{count(v.conversions)}</td>
                <td className="px-2 py-2">{percent(v.conversionRate, 2)}</td>
                <td className="px-2 py-2">
                  {v.id === 'control'
                    ? '—'
                    : v.chanceToBeatControl === null
                      ? 'Not enough data'
                      : percent(v.chanceToBeatControl)}
                </td>
                <td className="px-2 py-2">
                  {v.uplift
                    ? `${signed(v.uplift.estimate)} (${signed(v.uplift.low)} to ${signed(v.uplift.high)})`
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="mt-3 flex flex-wrap gap-2">
        {test.status === 'active' ? (
          <button
            type="button"
            onClick={() => setStatus('paused')}
            className="rounded border border-slate-400 px-3 py-1.5 text-sm"
          >
            Pause
          </button>
        ) : (
          <button
            type="button"
            onClick={() => setStatus('active')}
            className="rounded border border-slate-400 px-3 py-1.5 text-sm"
          >
            Activate
          </button>
        )}
        {test.status !== 'completed' ? (
          <button
            type="button"
            onClick={() => setStatus('completed')}
            className="rounded border border-slate-400 px-3 py-1.5 text-sm"
          >
            Mark completed
          </button>
        ) : null}
        <button
          type="button"
          onClick={onDelete}
          className="rounded border border-rose-400 px-3 py-1.5 text-sm text-rose-800 hover:bg-rose-50"
        >
          Delete
        </button>
      </div>
    </article>
  );
}

export function AbTestList() {
  const tests = useAbTests();
  return (
    <Panel title="Tests">
      {tests.isPending ? (
        <Loading what="tests" />
      ) : tests.isError ? (
        <LoadError what="tests" />
      ) : tests.data.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No A/B tests yet. Create one above.
        </p>
      ) : (
        <div className="space-y-4">
          {tests.data.map((t) => (
            <TestCard key={t.testId} test={t} />
          ))}
        </div>
      )}
      <p className="mt-3 text-xs text-slate-600">
        Chance to beat control: Bayesian, Beta(1,1) prior. Uplift: relative change of the conversion rate against
        control with a 95% interval. Sample ratio mismatch: chi-squared test against the weights, warned at p &lt;
        0.001.
      </p>
    </Panel>
  );
}
