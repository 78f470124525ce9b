import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { LoadError, Loading } from '#web/features/admin/ui/admin-shell.tsx';
import { EmailPreview } from '#web/features/admin/messages/email-preview.tsx';
import { useOutboxMessage } from '#web/features/admin/messages/messages-api.ts';
import { when } from '#web/features/admin/ui/format.ts';

/** One outbox message: headers, the text body as text and the HTML body in a sandboxed preview. */
export function OutboxDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const message = useOutboxMessage(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = message.data?.id === id;
  // Keyboard and screen-reader users land on the message they opened.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded, id]);

  return (
    <section aria-label="Message" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {message.isPending ? (
        <Loading what="the message" />
      ) : message.isError ? (
        <LoadError what="the message" />
      ) : (
        <>
          <div className="mb-3 flex items-start justify-between gap-3">
            <h2
              ref={heading}
              tabIndex={-1}
              className="text-lg font-semibold break-words text-slate-900 focus:outline-2 focus:outline-brand-600"
            >
              {message.data.subject ?? `Text message to ${message.data.recipient}`}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex shrink-0 items-center gap-1 rounded border border-slate-400 px-3 py-1.5 text-sm"
            >
              <X aria-hidden className="size-4" /> Close message
            </button>
          </div>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-700">To</dt>
            <dd className="break-all">{message.data.recipient}</dd>
            <dt className="font-medium text-slate-700">Channel</dt>
            <dd>{message.data.channel === 'email' ? 'Email' : 'SMS'}</dd>
            <dt className="font-medium text-slate-700">Written</dt>
            <dd>{when(message.data.createdAt)}</dd>
            {Object.entries(message.data.headers).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-medium text-slate-700">{name}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
          {message.data.htmlBody ? (
            <>
              <h3 className="mb-2 font-semibold text-slate-900">HTML version</h3>
              <p className="mb-2 text-sm text-slate-600">
                Shown in a locked-down frame: links and images are disabled, so viewing does not count as an open or a
                click.
              </p>
              <EmailPreview html={message.data.htmlBody} subject={message.data.subject ?? message.data.recipient} />
            </>
          ) : null}
          <h3 className="mt-4 mb-2 font-semibold text-slate-900">Text version</h3>
          <pre
            className={[
              'max-h-96 overflow-auto rounded border border-slate-200 bg-slate-50 p-3 text-sm',
              'whitespace-pre-wrap break-words',
            ].join(' ')}
          >
            {message.data.textBody}
          </pre>
        </>
      )}
    </section>
  );
}
