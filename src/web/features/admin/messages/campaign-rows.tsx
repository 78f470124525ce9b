import type { CampaignRow } from '#shared/admin/messages-schemas.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { useCampaigns } from '#web/features/admin/messages/messages-api.ts';
import { EmptyState } from '#web/features/admin/ui/pager.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { ScrollRegion } from '#web/features/admin/ui/wide-table.tsx';

const STATUS: Record<string, string> = { pending: 'Pending', sent: 'Sent', skipped: 'Skipped', failed: 'Failed' };
const CHANNEL_STATUS: Record<string, string> = {
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
  skipped: 'skipped',
};

function Channels({ row }: { row: CampaignRow }) {
  if (row.channels.length === 0) return <>—</>;
  return (
    <ul>
      {row.channels.map((c) => (
        <li key={c.channel}>
          {c.channel === 'email' ? 'Email' : 'SMS'}: {CHANNEL_STATUS[c.status] ?? c.status}
          {c.error ? <span className="text-slate-600"> ({c.error})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The 50 most recent remarketing campaigns: what was sent, why not, and what the applicant did. */
export function CampaignRows() {
  const campaigns = useCampaigns();
  return (
    <Panel title="Recent campaigns">
      {campaigns.isPending ? (
        <Loading what="campaigns" />
      ) : campaigns.isError ? (
        <LoadError what="campaigns" />
      ) : campaigns.data.recent.length === 0 ? (
        <EmptyState>No remarketing campaigns yet.</EmptyState>
      ) : (
        <ScrollRegion label="Recent campaigns table">
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="border-b-2 border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="px-2 py-2">
                  Applicant
                </th>
                <th scope="col" className="px-2 py-2">
                  Status
                </th>
                <th scope="col" className="px-2 py-2">
                  Channels
                </th>
                <th scope="col" className="px-2 py-2">
                  Sent
                </th>
                <th scope="col" className="px-2 py-2">
                  Opened
                </th>
                <th scope="col" className="px-2 py-2">
                  Clicked
                </th>
                <th scope="col" className="px-2 py-2">
                  Resubmitted
                </th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data.recent.map((row) => (
                <tr key={row.id} className="border-b border-slate-200 align-top">
                  <td className="px-2 py-2">{row.firstName ?? '—'}</td>
                  <td className="px-2 py-2">
                    {STATUS[row.status] ?? row.status}
                    {row.statusReason ? <span className="block text-xs text-slate-600">{row.statusReason}</span> : null}
                  </td>
                  <td className="px-2 py-2">
                    <Channels row={row} />
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap">{when(row.sentAt)}</td>
                  <td className="px-2 py-2 whitespace-nowrap">{when(row.emailOpenedAt)}</td>
                  <td className="px-2 py-2 whitespace-nowrap">{when(row.linkClickedAt)}</td>
                  <td className="px-2 py-2 whitespace-nowrap">{when(row.resubmittedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Panel>
  );
}
