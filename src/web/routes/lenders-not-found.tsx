import { data, Link } from 'react-router';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';

export const meta = () => portalMeta('Page not found', '/lenders');
export const loader = () => data(null, { status: 404 });

export default function LendersNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">Page not found</h1>
      <p className="mt-4 text-slate-700">There is no portal screen at this address.</p>
      <p className="mt-6">
        <Link to="/lenders/leads" className="font-semibold text-brand-700 underline">
          Go to your leads
        </Link>
      </p>
    </div>
  );
}
