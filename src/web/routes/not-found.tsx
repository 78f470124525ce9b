import { Link } from 'react-router';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: 'Page not found | ClearPath Loans',
    description: 'The page you were looking for does not exist.',
    path: '/404',
    noindex: true,
  });

export default function NotFound() {
  return (
    <section className="container-page py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">We can't find that page</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700">
        The link may be out of date or the address mistyped. These pages may help:
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <li>
          <Link className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800" to="/">
            Home
          </Link>
        </li>
        <li>
          <Link
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            to="/apply"
          >
            Check eligibility
          </Link>
        </li>
        <li>
          <Link
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            to="/faq"
          >
            FAQ
          </Link>
        </li>
        <li>
          <Link
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            to="/contact"
          >
            Contact us
          </Link>
        </li>
      </ul>
    </section>
  );
}
