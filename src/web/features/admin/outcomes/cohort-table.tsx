import type { OutcomeCohort } from '#shared/admin/outcomes-schemas.ts';
import { TOO_FEW_TEXT } from '#shared/admin/outcomes-schemas.ts';
import { count, percent } from '#web/features/admin/ui/format.ts';
import { RowHeading, WideTable } from '#web/features/admin/ui/wide-table.tsx';

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
    <WideTable
      label={`${title} table`}
      caption={`Outcomes by ${title.toLowerCase()}, ${range}`}
      minWidth="min-w-[1100px]"
      rowsHeading="Cohort"
      headings={HEADINGS}
    >
      {cohorts.map((c) => (
        <tr key={c.value} className="border-b border-slate-200">
          <RowHeading>{c.label}</RowHeading>
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
    </WideTable>
  );
}
