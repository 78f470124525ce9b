import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { onOpenCookieSettings, readConsent, saveConsent, type ConsentChoice } from '#web/lib/consent.ts';

/** Spec section 4 / 9: the banner appears about a second after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;

// Both choices share one style: rejecting is exactly as prominent as accepting.
const choiceButton =
  'min-h-11 flex-1 rounded-lg bg-brand-800 px-5 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-brand-900 md:flex-none';

const choiceLabel: Record<ConsentChoice, string> = { all: 'all cookies', essential: 'essential cookies only' };

/**
 * Cookie consent banner (non-modal: the page stays usable). 'Accept All Cookies' stores 'all'
 * and lets analytics start; 'Essential Only' and the close button store 'essential'. It can be
 * re-opened from "Cookie settings" to change the choice.
 */
export function CookieBanner() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<ConsentChoice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const timer = readConsent() === null ? window.setTimeout(() => setOpen(true), COOKIE_BANNER_DELAY_MS) : undefined;
    const stop = onOpenCookieSettings(() => {
      window.clearTimeout(timer);
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setCurrent(readConsent());
      setOpen(true);
      // Opened on request: take the keyboard user to the choices.
      window.requestAnimationFrame(() => headingRef.current?.focus());
    });
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, []);

  if (!open) return null;

  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    setOpen(false);
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  };

  return (
    <section
      id="cookie-banner"
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-8px_30px_rgba(15,35,84,0.15)]"
    >
      <div className="container-page relative flex flex-col gap-3 py-4 pr-14 md:flex-row md:items-center md:gap-8">
        <div className="text-sm text-slate-700">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-base font-bold text-brand-900 outline-none">
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
          {current ? <p className="mt-1 font-medium text-slate-900">Your current choice: {choiceLabel[current]}.</p> : null}
        </div>
        <div className="flex shrink-0 gap-3">
          <button type="button" className={choiceButton} onClick={() => choose('essential')}>
            Essential Only
          </button>
          <button type="button" className={choiceButton} onClick={() => choose('all')}>
            Accept All Cookies
          </button>
        </div>
        <button
          type="button"
          className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close (essential cookies only)"
          onClick={() => choose('essential')}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
