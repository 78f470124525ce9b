import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#shared/application/status.ts';
import type { ApplicationStatusQuery } from '#shared/admin/schemas.ts';

/** Badge colours, one per status: a new status fails the type check until it has one. */
export const STATUS_STYLES = {
  draft: 'bg-slate-100 text-slate-800',
  processing: 'bg-blue-100 text-blue-900',
  sold: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  rejected: 'bg-rose-100 text-rose-900',
  error: 'bg-rose-100 text-rose-900',
  referred: 'bg-violet-100 text-violet-900',
} as const satisfies Record<ApplicationStatus, string>;

/** The label of a status filter: "All", or the status's own label. */
export const statusFilterLabel = (filter: ApplicationStatusQuery): string =>
  filter === 'all' ? 'All' : APPLICATION_STATUS_LABELS[filter];

/** An application's status as a coloured label (the list, the detail heading). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}
