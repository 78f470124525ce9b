import { errorText } from '#web/features/admin/endpoint.ts';
import { Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { useQualityDecision } from '#web/features/admin/applications/applications-api.ts';
import { isQualityDeclined, QUALITY_REASON_LABELS, storedQuality } from '#shared/admin/quality-schemas.ts';
import { QUALITY_HOLD } from '#shared/application/gate.ts';

type Fields = Record<string, string | number | boolean | null>;

const CLASS_WORDS = { good: 'Good', review: 'Review', bad: 'Bad' } as const;

/** A JSON column of the detail (sent as text), or null. */
function jsonOf(value: Fields[string] | undefined): unknown {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/** The stored score of the detail's `quality` field, or null when not scored. */
function qualityOf(fields: Fields) {
  const parsed = storedQuality.safeParse(jsonOf(fields.quality));
  return parsed.success ? parsed.data : null;
}

/**
 * The lead's quality score with its reasons in words (decision 140); for an application the check
 * holds, the person's decision: send it to the lenders, or decline it.
 */
export function QualityCheck({ id, fields }: { id: string; fields: Fields }) {
  const quality = qualityOf(fields);
  const decide = useQualityDecision(id);
  if (!quality) return null;
  const apiErrors = jsonOf(fields.apiErrors);
  const heldByCheck = fields.status === 'referred' && fields.gateReason === QUALITY_HOLD;
  const declined = heldByCheck && isQualityDeclined(apiErrors);
  const waiting = heldByCheck && !declined;
  return (
    <Panel title="Quality check">
      <p className="text-slate-900">
        Class: <strong>{CLASS_WORDS[quality.class]}</strong>
        {quality.reasons.length === 0 ? ' (no signal)' : null}
      </p>
      {quality.reasons.length ? (
        <ul aria-label="Quality reasons" className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {quality.reasons.map((reason) => (
            <li key={reason}>
              {QUALITY_REASON_LABELS[reason] ?? reason} <span className="text-sm text-slate-600">({reason})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {waiting ? (
        <p role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          Held for a person: no lender has been sent this application. Check the details above, then send it to the
          lenders (they are told it was reviewed: class review, with these reasons) or decline it.
        </p>
      ) : null}
      {declined ? (
        <p role="status" className="mt-3 text-slate-800">
          Declined after the check: it will not be sent to any lender.
        </p>
      ) : null}
      {decide.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {errorText(decide.error, 'The decision could not be recorded. Please try again.')}
        </p>
      ) : null}
      {decide.isSuccess ? (
        <p role="status" className="mt-2 text-slate-800">
          {decide.data.decision === 'release' ? 'Sent to the lender panel.' : 'Declined.'}
        </p>
      ) : null}
      {waiting && !decide.isSuccess ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={decide.isPending}
            onClick={() => decide.mutate('release')}
            className="rounded bg-brand-700 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
          >
            Send to lenders
          </button>
          <button
            type="button"
            disabled={decide.isPending}
            onClick={() => decide.mutate('decline')}
            className="rounded border border-red-700 px-3 py-1.5 text-sm font-medium text-red-800 disabled:opacity-60"
          >
            Decline
          </button>
        </div>
      ) : null}
    </Panel>
  );
}
