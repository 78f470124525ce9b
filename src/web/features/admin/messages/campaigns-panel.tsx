import type { CampaignStats } from '#shared/admin/schemas.ts';
import { useCampaigns } from '#web/features/admin/messages/messages-api.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { count, percent } from '#web/features/admin/ui/format.ts';
import { ScrollRegion } from '#web/features/admin/ui/wide-table.tsx';

const COLUMNS: { key: keyof CampaignStats; label: string; format: (v: number) => string }[] = [
  { key: 'totalSent', label: 'Sent', format: count },
  { key: 'emailsSent', label: 'Emails sent', format: count },
  { key: 'openRate', label: 'Open rate', format: percent },
  { key: 'clicked', label: 'Clicked', format: count },
  { key: 'clickRate', label: 'Click rate', format: percent },
  { key: 'resubmitted', label: 'Resubmitted', format: count },
  { key: 'conversionRate', label: 'Conversion', format: percent },
];

/** Remarketing campaigns with the stats of docs/api-contract.md#admin. */
export function CampaignsPanel() {
  const campaigns = useCampaigns();
  return (
    <Panel title="Campaigns">
      {campaigns.isPending ? (
        <Loading what="campaigns" />
      ) : campaigns.isError ? (
        <LoadError what="campaigns" />
      ) : campaigns.data.campaigns.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No remarketing campaigns yet. They start when an applicant with marketing consent leaves an application
          unfinished.
        </p>
      ) : (
        <ScrollRegion label="Campaigns table">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="border-b-2 border-slate-300">
              <tr>
                <th scope="col" className="px-2 py-2">
                  Campaign
                </th>
                {COLUMNS.map((c) => (
                  <th key={c.key} scope="col" className="px-2 py-2 text-right">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...campaigns.data.campaigns, campaigns.data.overall].map((row) => (
                <tr
                  key={row.campaignType}
                  className={`border-b border-slate-200 ${row.campaignType === 'all' ? 'font-semibold' : ''}`}
                >
                  <th scope="row" className="px-2 py-2 font-medium">
                    {row.campaignType === 'all' ? 'All campaigns' : row.campaignType.replaceAll('_', ' ')}
                  </th>
                  {COLUMNS.map((c) => (
                    <td key={c.key} className="px-2 py-2 text-right">
                      {c.format(row[c.key] as number)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Panel>
  );
}
