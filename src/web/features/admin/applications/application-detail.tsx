import { Link } from 'react-router';
import { GATE_REASON_LABELS, isGateReason } from '#shared/application/gate.ts';
import { isApplicationStatus } from '#shared/application/status.ts';
import { useApplication } from '#web/features/admin/applications/applications-api.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { displayValue, isEmptyValue, SECTIONS } from '#web/features/admin/applications/application-fields.ts';
import { fieldLabel } from '#web/features/admin/applications/field-labels.ts';
import { StatusBadge } from '#web/features/admin/ui/status-badge.tsx';
import { EraseApplication } from '#web/features/admin/applications/erase-application.tsx';
import { QualityCheck } from '#web/features/admin/applications/quality-check.tsx';
import { money, when } from '#web/features/admin/ui/format.ts';
import { applicantLabel } from '#web/features/admin/applications/applicant-label.ts';
import { isNoSuchApplication, NoSuchApplication } from '#web/features/admin/applications/no-such-application.tsx';
import { ScrollRegion } from '#web/features/admin/ui/wide-table.tsx';

type Fields = Record<string, string | number | boolean | null>;

/** The filled-in fields; the empty ones (mostly legacy columns no form asks for) folded away, by name. */
function FieldList({ fields, keys }: { fields: Fields; keys: string[] }) {
  const filled = keys.filter((key) => !isEmptyValue(fields[key]));
  const empty = keys.filter((key) => isEmptyValue(fields[key]));
  return (
    <>
      {filled.length ? <FieldGrid fields={fields} keys={filled} /> : null}
      {empty.length ? (
        <details className="mt-2 text-sm text-slate-600">
          <summary className="cursor-pointer">
            {empty.length === 1 ? '1 empty field' : `${empty.length} empty fields`}
          </summary>
          <p className="mt-1">{empty.map(fieldLabel).join(', ')}</p>
        </details>
      ) : null}
    </>
  );
}

function FieldGrid({ fields, keys }: { fields: Fields; keys: string[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
      {keys.map((key) => (
        <div key={key} className="border-b border-slate-100 py-1">
          <dt className="text-sm font-medium text-slate-600">{fieldLabel(key)}</dt>
          {/* Applicant text is rendered as text: React escapes it. */}
          <dd className="break-words text-slate-900">{displayValue(key, fields[key] ?? null)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One application in full for review: every field, bank details masked, consents, lender trail. */
export function ApplicationDetailView({ id }: { id: string }) {
  const detail = useApplication(id);
  if (detail.isPending) return <Loading what="the application" />;
  if (detail.isError)
    return isNoSuchApplication(detail.error) ? <NoSuchApplication /> : <LoadError what="the application" />;
  const { application: fields, leadAttempts } = detail.data;
  const keys = Object.keys(fields);
  const used = new Set<string>();
  const sections = SECTIONS.map((s) => {
    const own = keys.filter((k) => !used.has(k) && s.match(k));
    own.forEach((k) => used.add(k));
    return { title: s.title, keys: own };
  });
  const rest = keys.filter((k) => !used.has(k));
  const erasedAt = typeof fields.erasedAt === 'string' ? fields.erasedAt : null;
  const name = applicantLabel({ firstName: fields.firstName, lastName: fields.lastName, erasedAt });

  return (
    <div className="space-y-6">
      <p>
        <Link to="/admin/dashboard" className="text-brand-700 underline">
          ← Back to applications
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{name}</h2>
        {isApplicationStatus(fields.status) ? <StatusBadge status={fields.status} /> : null}
      </div>
      {typeof fields.reviewClearedAt === 'string' ? (
        <p role="note" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-950">
          A person who reviewed our automated decision changed it on {when(fields.reviewClearedAt)}: the application was
          then offered to the lenders.
        </p>
      ) : isGateReason(fields.gateReason) ? (
        <p role="note" className="rounded-lg border border-violet-200 bg-violet-50 p-3 text-violet-900">
          Referred by the vulnerability and affordability gate: <strong>{GATE_REASON_LABELS[fields.gateReason]}</strong>
          . It was not offered to any lender and gets no remarketing.
        </p>
      ) : null}
      <QualityCheck id={id} fields={fields} />
      {sections
        .filter((s) => s.keys.length)
        .map((s) => (
          <Panel key={s.title} title={s.title}>
            <FieldList fields={fields} keys={s.keys} />
          </Panel>
        ))}
      {rest.length ? (
        <Panel title="Other">
          <FieldList fields={fields} keys={rest} />
        </Panel>
      ) : null}
      <EraseApplication
        id={id}
        erasedAt={erasedAt}
        requestedAt={typeof fields.erasureRequestedAt === 'string' ? fields.erasureRequestedAt : null}
      />
      <Panel title="Lender attempts">
        {leadAttempts.length === 0 ? (
          <p className="text-slate-600">No lender has been tried for this application yet.</p>
        ) : (
          <ScrollRegion label="Lender attempts table">
            <table className="w-full min-w-[640px] text-left text-sm">
              <thead className="border-b-2 border-slate-300">
                <tr>
                  {['Time', 'Lender', 'Panel', 'Tier', 'Decision', 'Price', 'Latency', 'HTTP', 'Posts', 'Error'].map(
                    (h) => (
                      <th key={h} scope="col" className="px-2 py-2">
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {leadAttempts.map((a, i) => (
                  <tr key={i} className="border-b border-slate-200">
                    <td className="px-2 py-2 whitespace-nowrap">{when(a.attemptedAt)}</td>
                    <td className="px-2 py-2">{a.lenderName}</td>
                    <td className="px-2 py-2">{a.panel}</td>
                    <td className="px-2 py-2">{a.tier}</td>
                    <td className="px-2 py-2">{a.decision}</td>
                    <td className="px-2 py-2">{money(a.price)}</td>
                    <td className="px-2 py-2">{a.latencyMs === null ? '—' : `${a.latencyMs} ms`}</td>
                    <td className="px-2 py-2">{a.httpStatus ?? '—'}</td>
                    <td className="px-2 py-2">{a.postTries ?? '—'}</td>
                    <td className="px-2 py-2">{a.errorReason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Panel>
    </div>
  );
}
