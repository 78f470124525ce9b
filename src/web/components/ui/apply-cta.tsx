import { gbp } from '#shared/money.ts';
import { Link } from 'react-router';
import { company } from '#shared/company.ts';

/** The call to action that ends content pages. */
export function ApplyCta({ title = 'Ready to check your eligibility?', text }: { title?: string; text?: string }) {
  return (
    <section className="mt-12 rounded-2xl bg-brand-800 px-6 py-8 text-center text-white">
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mx-auto mt-2 max-w-2xl text-slate-100">
        {text ??
          `A soft search that won't affect your credit score. Loans from ` +
            `£${company.loanRange.minAmount} to ` +
            `${gbp(company.loanRange.maxAmount, 0)}, representative ` +
            `${company.representativeApr}% APR.`}
      </p>
      <Link
        to="/apply"
        className="mt-5 inline-block rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
      >
        Check Eligibility
      </Link>
    </section>
  );
}
