import { ShieldCheck } from 'lucide-react';
import { fcaPriceCap } from './payday-alternative.ts';

/** The FCA price cap on high-cost short-term credit (figures of docs/product.md#constants). */
export function FcaPriceCapPanel() {
  return (
    <section aria-labelledby="price-cap-title" className="rounded-2xl border-2 border-brand-700 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-8 text-brand-700" />
        <h2 id="price-cap-title" className="text-xl font-bold text-brand-900 md:text-2xl">
          The FCA price cap protects you
        </h2>
      </div>
      <p className="mt-3 text-slate-700">
        Since {fcaPriceCap.introduced}, the Financial Conduct Authority has capped the cost of high-cost short-term
        credit: payday loans and other unsecured loans with an APR of 100% or more that are repaid within twelve months.
      </p>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {fcaPriceCap.points.map((point) => (
          <li key={point.label} className="rounded-xl bg-brand-50 p-4">
            <p className="text-3xl font-extrabold text-brand-900">{point.figure}</p>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{point.label}</p>
            <p className="mt-2 text-slate-800">{point.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        Example: borrowing £300 for 30 days, the most you could be charged in interest and fees is £72, and you would
        never repay more than £600 in total. Many lenders charge less than the cap.
      </p>
    </section>
  );
}
