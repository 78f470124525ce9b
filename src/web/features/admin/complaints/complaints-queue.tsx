import { useState } from 'react';
import type { ComplaintItem } from '#shared/admin/complaints-schemas.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { outlineAction } from '#web/features/admin/ui/styles.ts';
import { ComplaintClocks } from './complaint-clocks.tsx';
import { CloseComplaintForm } from './close-complaint-form.tsx';
import { useComplaints, useSendAcknowledgement } from './complaints-api.ts';
import { toast } from 'sonner';
import { errorText } from '#web/features/admin/endpoint.ts';

/** The acknowledgement failed on receipt: send it now. */
function SendAcknowledgement({ item }: { item: ComplaintItem }) {
  const acknowledge = useSendAcknowledgement();
  return (
    <button
      type="button"
      className={outlineAction}
      disabled={acknowledge.isPending}
      onClick={() =>
        acknowledge.mutate(item.id, {
          onSuccess: () => toast.success(`Acknowledgement of ${item.reference} sent`),
          onError: (e) => toast.error('Error', { description: errorText(e, 'Could not send the acknowledgement') }),
        })
      }
    >
      Send acknowledgement
    </button>
  );
}

function ComplaintCard({ item }: { item: ComplaintItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li className={`py-4 ${item.overdue ? 'border-l-4 border-rose-600 pl-3' : ''}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {item.reference} · {item.name}
        </h3>
        <span className="text-xs text-slate-600">Received {when(item.receivedAt)}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        <a className="break-all text-brand-700 underline" href={`mailto:${item.email}`}>
          {item.email}
        </a>
        {item.phone ? ` · ${item.phone}` : ''}
        {item.applicationReference ? ` · application ${item.applicationReference}` : ''}
      </p>
      <div className="mt-2">
        <ComplaintClocks item={item} />
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{item.description}</p>
      {item.desiredOutcome ? (
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700">
          <span className="font-medium">Wants: </span>
          {item.desiredOutcome}
        </p>
      ) : null}
      {item.responseText ? (
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700">
          <span className="font-medium">Our answer ({when(item.closedAt)}): </span>
          {item.responseText}
        </p>
      ) : null}
      {item.status === 'open' ? (
        <div className="mt-2">
          <div className="flex flex-wrap gap-2">
            {item.acknowledgedAt ? null : <SendAcknowledgement item={item} />}
            <button type="button" className={outlineAction} aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? 'Cancel' : 'Respond'}
            </button>
          </div>
          {open ? <CloseComplaintForm item={item} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/** Every open complaint, overdue first then by final response date, then the latest closed ones. */
export function ComplaintsQueue() {
  const complaints = useComplaints();
  const data = complaints.data;
  const title = data ? `Complaints (${data.open} open, ${data.overdue} overdue)` : 'Complaints';
  return (
    <Panel title={title}>
      {complaints.isPending ? (
        <Loading what="complaints" />
      ) : complaints.isError ? (
        <LoadError what="complaints" />
      ) : data!.items.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No complaints yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data!.items.map((item) => (
            <ComplaintCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
