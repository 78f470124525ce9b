import { data, Link } from 'react-router';
import { STEP_META } from '#shared/application/step-meta.ts';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Page not found', '/apply');
/** An unknown application address is a 404, said as such. */
export const loader = () => data(null, { status: 404 });

export default function ApplyNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">Page not found</h1>
      <p className="mt-4 text-slate-700">There is no application screen at this address.</p>
      <p className="mt-6">
        <Link to={STEP_META[1].path} className="font-semibold text-brand-700 underline">
          Start or continue your application
        </Link>
      </p>
    </div>
  );
}
