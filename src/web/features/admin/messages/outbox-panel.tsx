import { useState } from 'react';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { useOutbox, type OutboxChannel } from '#web/features/admin/messages/messages-api.ts';
import { OutboxDetail } from '#web/features/admin/messages/outbox-detail.tsx';
import { EmptyState, Pager } from '#web/features/admin/ui/pager.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { toggleClass } from '#web/features/admin/ui/styles.ts';
import { ScrollRegion } from '#web/features/admin/ui/wide-table.tsx';

const CHANNELS: { value: OutboxChannel; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];

const OPEN_BUTTON = 'rounded border border-brand-700 px-3 py-1 font-medium text-brand-700 hover:bg-brand-50';

/** A column a phone has no room for (its text stands under the recipient there). */
const WIDE_ONLY = 'hidden px-2 py-2 sm:table-cell';
const channelOf = (channel: 'email' | 'sms') => (channel === 'email' ? 'Email' : 'SMS');

/** Messages written to the outbox (no SMTP / SMS provider configured), newest first, with a detail view. */
export function OutboxPanel() {
  const [channel, setChannel] = useState<OutboxChannel>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useOutbox(channel, page);
  // Closing returns focus to the View button that opened the message (when it is still listed).
  const close = (id: number) => {
    setOpen(null);
    document.getElementById(`outbox-view-${id}`)?.focus();
  };

  return (
    <div className="space-y-4">
      <Panel title="Outbox">
        <p className="mb-3 text-sm text-slate-600">
          Emails and text messages written here instead of being sent, because no mail server or SMS provider is
          configured.
        </p>
        <div role="group" aria-label="Filter by channel" className="mb-3 flex flex-wrap gap-1">
          {CHANNELS.map((c) => (
            <button
              key={c.value}
              type="button"
              aria-pressed={channel === c.value}
              onClick={() => {
                setChannel(c.value);
                setPage(1);
              }}
              className={toggleClass(channel === c.value)}
            >
              {c.label}
            </button>
          ))}
        </div>
        {list.isPending ? (
          <Loading what="the outbox" />
        ) : list.isError ? (
          <LoadError what="the outbox" />
        ) : list.data.items.length === 0 ? (
          <EmptyState>
            {channel === 'all'
              ? 'The outbox is empty. Remarketing messages appear here when no mail server or SMS provider ' +
                'is configured.'
              : `No ${channel === 'email' ? 'emails' : 'text messages'} in the outbox.`}
          </EmptyState>
        ) : (
          // On a phone the table has two columns and fits the screen: the written time, the channel
          // and the subject or text stand under the recipient (their columns hidden), and View
          // opens the whole message. From 640 px wide each has its column.
          <ScrollRegion label="Outbox table">
            <table className="w-full text-left text-sm sm:min-w-[640px]">
              <thead className="border-b-2 border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className={WIDE_ONLY}>
                    Written
                  </th>
                  <th scope="col" className={WIDE_ONLY}>
                    Channel
                  </th>
                  <th scope="col" className="px-2 py-2">
                    Recipient<span className="sm:hidden"> and message</span>
                  </th>
                  <th scope="col" className={WIDE_ONLY}>
                    Subject or text
                  </th>
                  <th scope="col" className="px-2 py-2">
                    <span className="sr-only">Open</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((m) => (
                  <tr
                    key={m.id}
                    aria-current={open === m.id ? 'true' : undefined}
                    className={`border-b border-slate-200 ${open === m.id ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
                  >
                    <td className={`${WIDE_ONLY} whitespace-nowrap`}>{when(m.createdAt)}</td>
                    <td className={WIDE_ONLY}>{channelOf(m.channel)}</td>
                    <td className="px-2 py-2">
                      <span className="break-all">{m.recipient}</span>
                      <span className="block text-xs text-slate-600 sm:hidden">
                        {channelOf(m.channel)} · {when(m.createdAt)}
                      </span>
                      <span className="line-clamp-2 wrap-anywhere sm:hidden">{m.subject ?? m.textBody}</span>
                    </td>
                    <td className={`${WIDE_ONLY} max-w-[14rem] truncate xl:max-w-md`}>{m.subject ?? m.textBody}</td>
                    <td className="px-2 py-2 text-right">
                      <button
                        type="button"
                        id={`outbox-view-${m.id}`}
                        onClick={() => setOpen(m.id)}
                        aria-label={`View message to ${m.recipient}, ${when(m.createdAt)}`}
                        className={OPEN_BUTTON}
                      >
                        View
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {list.data ? <Pager label={['message', 'messages']} paging={list.data.paging} onPage={setPage} /> : null}
      </Panel>
      {open !== null ? <OutboxDetail id={open} onClose={() => close(open)} /> : null}
    </div>
  );
}
