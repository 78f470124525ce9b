import { portalRead } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { DataTable, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-statements';

export const meta = () => portalMeta('Statements', '/lenders/statements');

export const loader = ({ context }: Route.LoaderArgs) =>
  portalRead(context, async (portal) => {
    const [statements, duty] = await Promise.all([portal.statementMonths(), portal.dutyMonths()]);
    return { months: statements.months, dutyMonths: duty.months };
  });

const LINK = 'font-semibold text-brand-700 underline';

export default function LendersStatements({ loaderData }: Route.ComponentProps) {
  return (
    <PortalPage title="Statements">
      <p className="mt-4 max-w-2xl text-slate-700">
        Your monthly statement: each lead bought in the month, its price and any credit, adding up to our ledger to the
        penny. The same as GET /api/lenders/v1/statements/:month.
      </p>
      <DataTable caption="Monthly statements" head={['Month', 'Download']}>
        {loaderData.months.map((month) => (
          <tr key={month}>
            <td className="px-3 py-2 font-semibold">{month}</td>
            <td className="flex flex-wrap gap-4 px-3 py-2">
              <a
                href={`/api/lender-portal/statements/${month}/pdf`}
                download
                className={LINK}
                aria-label={`PDF statement ${month}`}
              >
                PDF
              </a>
              <a
                href={`/api/lender-portal/statements/${month}/csv`}
                download
                className={LINK}
                aria-label={`CSV statement ${month}`}
              >
                CSV
              </a>
              <a
                href={`/api/lender-portal/statements/${month}`}
                download={`statement-${month}.json`}
                className={LINK}
                aria-label={`JSON statement ${month}`}
              >
                JSON
              </a>
            </td>
          </tr>
        ))}
      </DataTable>

      <h2 className="mt-10 text-xl font-bold text-slate-900">Consumer Duty figures</h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        For your own Consumer Duty reporting: the outcomes of the leads we sent you, by cohort (vulnerability, age, loan
        amount, employment), for each month of our board pack. Cohorts under 10 applications say &ldquo;too few to
        say&rdquo;. A month&rsquo;s figures are made on the first working day of the month after.
      </p>
      {loaderData.dutyMonths.length === 0 ? (
        <p className="mt-4 max-w-2xl rounded border border-slate-300 bg-slate-50 p-4 text-slate-700">
          No month&rsquo;s figures yet: the first are made on the first working day of next month.
        </p>
      ) : (
        <DataTable caption="Consumer Duty figures by month" head={['Month', 'Download']}>
          {loaderData.dutyMonths.map((month) => (
            <tr key={month}>
              <td className="px-3 py-2 font-semibold">{month}</td>
              <td className="px-3 py-2">
                <a
                  href={`/api/lender-portal/duty/${month}/csv`}
                  download
                  className={LINK}
                  aria-label={`CSV Consumer Duty figures ${month}`}
                >
                  CSV
                </a>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </PortalPage>
  );
}
