import { Link } from 'react-router';
import { X } from 'lucide-react';

// Both choices share one style: rejecting is exactly as prominent as accepting.
const choiceButton =
  'min-h-11 flex-1 rounded-lg bg-brand-800 px-5 py-2.5 text-base ' +
  'font-semibold text-white shadow-sm hover:bg-brand-900 md:flex-none';

/**
 * Cookie consent banner markup (docs/product.md#public-site), as a template: the islands script
 * (src/web/islands/cookie-banner.ts) shows it about a second after load when no choice is stored,
 * or from "Cookie settings", stores the choice and removes it again.
 */
export function CookieBannerTemplate() {
  return (
    <template id="cookie-banner-template">
      <section
        id="cookie-banner"
        aria-labelledby="cookie-banner-title"
        className={
          'fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white ' +
          'shadow-[0_-8px_30px_rgba(15,35,84,0.15)]'
        }
      >
        <div className="container-page relative flex flex-col gap-3 py-4 pr-14 md:flex-row md:items-center md:gap-8">
          <div className="text-sm text-slate-700">
            <h2 id="cookie-banner-title" tabIndex={-1} className="text-base font-bold text-brand-900 outline-none">
              Cookies on this site
            </h2>
            {/* Two short paragraphs, not one long one: a big late text block would become the page's
                Largest Contentful Paint and make every page look slow to load. */}
            <p className="mt-1">
              We use essential cookies to make this site work. With your permission we'd also use analytics cookies to
              improve it.
            </p>
            <p className="mt-1">
              Change your choice any time under Cookie settings at the foot of every page.{' '}
              <Link to="/cookies" className="font-semibold text-brand-700 underline">
                Read our cookie policy
              </Link>
            </p>
            <p className="mt-1 font-medium text-slate-900" data-consent-current hidden />
          </div>
          <div className="flex shrink-0 gap-3">
            <button type="button" className={choiceButton} data-consent-choice="essential">
              Essential Only
            </button>
            <button type="button" className={choiceButton} data-consent-choice="all">
              Accept All Cookies
            </button>
          </div>
          <button
            type="button"
            className={
              'absolute right-2 top-2 inline-flex size-11 items-center justify-center ' +
              'rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900'
            }
            aria-label="Close (essential cookies only)"
            data-consent-choice="essential"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </section>
    </template>
  );
}
