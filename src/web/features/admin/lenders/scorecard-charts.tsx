import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ScorecardLender } from '#shared/admin/scorecard-schemas.ts';
import { money } from '#web/features/admin/ui/format.ts';
import type { DailyTotal } from '#web/features/admin/lenders/scorecard-series.ts';

/** Earnings per lead of each lender over the range, best first. */
export function EarningsChart({ lenders }: { lenders: ScorecardLender[] }) {
  const perLender = lenders.map((l) => `${l.lenderName} ${money(l.earningsPerLead)}`).join(', ');
  const label = `Bar chart of earnings per lead: ${perLender}`;
  return (
    <div className="h-72 w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={lenders} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" tickFormatter={(v: number) => `£${v}`} />
          <YAxis type="category" dataKey="lenderName" width={140} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => money(Number(v))} />
          <Bar dataKey="earningsPerLead" name="Earnings per lead" fill="#1a3fae" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Leads offered, accepted and failed (timeouts and errors) per day, all lenders together. */
export function DailyChart({ totals }: { totals: DailyTotal[] }) {
  const sum = (key: 'offered' | 'accepted' | 'failed') => totals.reduce((s, t) => s + t[key], 0);
  const label =
    `Bar chart of leads per day: ${totals.length} days, ${sum('offered')} offered, ` +
    `${sum('accepted')} accepted, ${sum('failed')} timed out or failed`;
  return (
    <div className="h-72 w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={totals} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} maxBarSize={32}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={24} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="offered" name="Offered" fill="#1a3fae" />
          <Bar dataKey="accepted" name="Accepted" fill="#047857" />
          <Bar dataKey="failed" name="Timed out or failed" fill="#b91c1c" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
