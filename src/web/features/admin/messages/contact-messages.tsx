import { toast } from 'sonner';
import { useContactMessages, useMarkMessageRead } from '#web/features/admin/messages/messages-api.ts';
import { errorText } from '#web/features/admin/endpoint.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { when } from '#web/features/admin/ui/format.ts';

/** Messages from the /contact form, newest first, with mark as read / unread. */
export function ContactMessages() {
  const messages = useContactMessages();
  const mark = useMarkMessageRead();
  const unread = messages.data?.unread ?? 0;
  return (
    <Panel title={`Contact messages${unread ? ` (${unread} unread)` : ''}`}>
      {messages.isPending ? (
        <Loading what="messages" />
      ) : messages.isError ? (
        <LoadError what="messages" />
      ) : messages.data.items.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No messages from the contact form yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {messages.data.items.map((m) => (
            <li key={m.id} className={`py-3 ${m.readAt ? '' : 'border-l-4 border-brand-600 pl-3'}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {m.name}{' '}
                  <span className="font-normal text-slate-600">
                    ·{' '}
                    <a className="text-brand-700 underline" href={`mailto:${m.email}`}>
                      {m.email}
                    </a>
                    {m.phone ? ` · ${m.phone}` : ''}
                  </span>
                </p>
                <span className="text-xs text-slate-600">
                  {when(m.createdAt)}
                  {m.readAt ? '' : ' · unread'}
                </span>
              </div>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{m.message}</p>
              <button
                type="button"
                disabled={mark.isPending}
                onClick={() =>
                  mark.mutate(
                    { id: m.id, read: !m.readAt },
                    {
                      onError: (e) =>
                        toast.error('Error', { description: errorText(e, 'Could not update the message') }),
                    },
                  )
                }
                className="mt-2 text-sm text-brand-700 underline"
              >
                {m.readAt ? 'Mark as unread' : 'Mark as read'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
