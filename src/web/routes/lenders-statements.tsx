import { portalRead } from '#web/features/lender-portal/portal-api.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { DataTable, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-statements';

export const meta = () => portalMeta('Statements', '/lenders/statements');

export const loader = ({ context }: Route.LoaderArgs) => portalRead<{ months: string[] }>(context, '/statements');

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
    </PortalPage>
  );
}
