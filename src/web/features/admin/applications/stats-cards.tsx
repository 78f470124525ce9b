import { CONVERSION_RATE_LABEL, conversionRateHint } from '#shared/admin/conversion.ts';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '#shared/application/status.ts';
import { GATE_REASON_LABELS, GATE_REASONS } from '#shared/application/gate.ts';
import { LoadError, Loading } from '#web/features/admin/ui/admin-shell.tsx';
import { useApplicationStats } from '#web/features/admin/applications/applications-api.ts';
import { count, money, percent } from '#web/features/admin/ui/format.ts';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

/** Count per status, revenue (sum of price of sold applications) and conversion rate. */
export function StatsCards() {
  const stats = useApplicationStats();
  if (stats.isPending) return <Loading what="statistics" />;
  if (stats.isError) return <LoadError what="statistics" />;
  const s = stats.data;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label="Revenue (sold applications)" value={money(s.revenue)} />
        <Stat
          label={CONVERSION_RATE_LABEL}
          value={percent(s.conversionRate)}
          hint={conversionRateHint(count(s.completed), count(s.totalSessions))}
        />
        <Stat label="Applications" value={count(s.total)} />
      </dl>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {APPLICATION_STATUSES.map((status) => (
          <Stat key={status} label={APPLICATION_STATUS_LABELS[status]} value={count(s.byStatus[status] ?? 0)} />
        ))}
      </dl>
      <section
        aria-labelledby="gate-stats-heading"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h3 id="gate-stats-heading" className="font-semibold text-slate-900">
          Stopped by the vulnerability and affordability gate:{' '}
          {count(Object.values(s.gateReferrals).reduce((a, b) => a + b, 0))}
        </h3>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {GATE_REASONS.map((reason) => (
            <div key={reason} className="flex justify-between gap-3 border-b border-slate-100 py-1">
              <dt className="text-slate-700">{GATE_REASON_LABELS[reason]}</dt>
              <dd className="font-semibold text-slate-900">{count(s.gateReferrals[reason] ?? 0)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
