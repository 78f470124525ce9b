import { Link } from 'react-router';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * An address naming no application (a mistyped or stale link): the server's 404, or its 400 for an
 * id that is not one. Reloading would not help, so the screen does not suggest it (issue 42.10).
 */
export const isNoSuchApplication = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export function NoSuchApplication() {
  return (
    <div role="alert" className="rounded border border-slate-300 bg-white p-4 text-slate-900">
      <h2 className="text-lg font-semibold">No such application</h2>
      <p className="mt-1 text-slate-700">
        No application has this address: the link may be mistyped, or come from another system.
      </p>
      <Link to="/admin/dashboard" className="mt-3 inline-block text-brand-700 underline">
        Back to applications
      </Link>
    </div>
  );
}
