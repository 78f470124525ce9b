import type { OutcomeCohort } from '#shared/admin/outcomes-schemas.ts';
import { TOO_FEW_TEXT } from '#shared/admin/outcomes-schemas.ts';
import { count, percent } from '#web/features/admin/ui/format.ts';

const td = 'px-2 py-2 text-right align-top';
const HEADINGS = [
  'Applications',
  'Referred by the gate',
  'Sold',
  'Funded',
  'Median funded APR',
  'Funded at or below the representative APR',
  'Complaints per 1,000 (upheld)',
  'Returns',
  'Review requests (changed)',
  'Opt-outs',
];

/** A count with its share of the cohort, or "too few to say" in place of the share. */
function Share({ n, share }: { n: number; share: number | undefined }) {
  return (
    <>
      {count(n)}
      <span className="block text-xs text-slate-600">{share === undefined ? TOO_FEW_TEXT : percent(share)}</span>
    </>
  );
}

const perThousand = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 1 });

/** One dimension's cohorts, a row each: counts always, shares only for cohorts of 10 and more. */
export function CohortTable({ title, cohorts, range }: { title: string; cohorts: OutcomeCohort[]; range: string }) {
  return (
    // Wider than a phone: the scrolling box takes the keyboard focus (WCAG 2.1.1).
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${title} table`}>
      <table className="w-full min-w-[1100px] text-left text-sm">
        <caption className="sr-only">
          Outcomes by {title.toLowerCase()}, {range}
        </caption>
        <thead className="border-b-2 border-slate-300">
          <tr>
            <th scope="col" className="sticky left-0 bg-white px-2 py-2">
              Cohort
            </th>
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 text-right">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cohorts.map((c) => (
            <tr key={c.value} className="border-b border-slate-200">
              <th scope="row" className="sticky left-0 bg-white px-2 py-2 font-medium">
                {c.label}
              </th>
              <td className={td}>{count(c.applications)}</td>
              <td className={td}>
                <Share n={c.referred} share={c.shares?.referred} />
              </td>
              <td className={td}>
                <Share n={c.sold} share={c.shares?.sold} />
              </td>
              <td className={td}>
                <Share n={c.funded} share={c.shares?.funded} />
              </td>
              <td className={td}>
                {c.shares ? (c.shares.medianFundedApr === null ? '—' : `${c.shares.medianFundedApr}%`) : TOO_FEW_TEXT}
              </td>
              <td className={td}>
                {!c.shares
                  ? TOO_FEW_TEXT
                  : c.shares.atOrBelowRepresentative === null
                    ? '—'
                    : `${percent(c.shares.atOrBelowRepresentative)} (${count(c.fundedAtOrBelowRepresentative)})`}
              </td>
              <td className={td}>
                {c.shares
                  ? `${perThousand(c.shares.complaintsPerThousand)} (${perThousand(c.shares.upheldPerThousand)})`
                  : TOO_FEW_TEXT}
                <span className="block text-xs text-slate-600">
                  {count(c.complaints)} complaints, {count(c.complaintsUpheld)} upheld
                </span>
              </td>
              <td className={td}>{count(c.returns)}</td>
              <td className={td}>
                {count(c.reviewRequests)} ({count(c.reviewsChanged)})
              </td>
              <td className={td}>{count(c.optOuts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
