import { Link, useLocation } from 'react-router';
import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';

export const meta = () => adminMeta('Page not found', '/admin');

/** An address under /admin that names no screen (a guess such as /admin/applications). */
export default function AdminNotFound() {
  const { pathname } = useLocation();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
        <h1 className="mt-1 text-xl font-bold text-slate-900">No back-office screen at this address</h1>
        <p className="mt-3 text-slate-700">
          <code className="break-all rounded bg-slate-100 px-1">{pathname}</code> is not a page of the back office.
          Applications are listed on the dashboard; each one opens from there.
        </p>
        <Link
          to="/admin/dashboard"
          className="mt-5 inline-block rounded bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Go to the dashboard
        </Link>
      </div>
    </main>
  );
}
