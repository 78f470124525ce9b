import { ShieldCheck, X } from 'lucide-react';
import { company } from '#shared/company.ts';

/**
 * The exit-intent offer (docs/product.md#public-site) as a template of a native modal <dialog>; the islands
 * script (src/web/islands/exit-intent.ts) decides when to show it and handles its buttons.
 */
export function ExitIntentTemplate() {
  return (
    <template id="exit-intent-template">
      <dialog
        aria-labelledby="exit-intent-title"
        aria-describedby="exit-intent-description"
        className={
          'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border-0 bg-white p-6 ' +
          'text-center shadow-2xl backdrop:bg-slate-900/60 sm:p-8'
        }
      >
        <button
          type="button"
          data-exit-dismiss
          className={
            'absolute right-2 top-2 inline-flex size-11 items-center justify-center ' +
            'rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900'
          }
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <ShieldCheck aria-hidden="true" className="mx-auto size-12 text-accent-600" />
        <h2 id="exit-intent-title" className="mt-3 text-2xl font-bold text-brand-900">
          Before you go…
        </h2>
        <p id="exit-intent-description" className="mt-3 text-lg text-slate-700">
          Check your eligibility in {company.applicationTime}. Soft search won't affect your credit score.
        </p>
        <button
          type="button"
          data-exit-accept
          className={
            'mt-6 w-full rounded-lg bg-accent-600 px-6 py-3 text-lg font-semibold ' +
            'text-white shadow hover:bg-accent-700'
          }
        >
          Check My Eligibility
        </button>
        <button
          type="button"
          data-exit-dismiss
          className="mt-3 w-full rounded-lg px-6 py-3 font-semibold text-brand-700 underline hover:bg-brand-50"
        >
          No thanks, I'll continue browsing
        </button>
        <p className="mt-4 text-xs text-slate-600">
          Representative {company.representativeApr}% APR. We're a credit broker, not a lender.
        </p>
      </dialog>
    </template>
  );
}
