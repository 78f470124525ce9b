import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from '#web/features/site-chrome/site-header.tsx';
import { SiteFooter } from '#web/features/site-chrome/site-footer.tsx';
import { FloatingCallButton } from '#web/features/site-chrome/call-button.tsx';
import { CookieBannerTemplate } from '#web/features/cookie-consent/cookie-banner.tsx';
import { CookieSettingsButton } from '#web/features/cookie-consent/cookie-settings-button.tsx';
import { ExitIntentTemplate } from '#web/features/exit-intent/exit-intent-dialog.tsx';
import type { RouteHandle } from '#web/root.tsx';
import type { Route } from './+types/site-layout';

/**
 * Content pages are static documents: prerendered, not hydrated, with the small islands script
 * inlined by the root layout (decision 009).
 */
export const handle: RouteHandle = { staticPage: true };

/**
 * Runs at build time only (prerender). It lets the pages prerender in full despite the
 * clientLoader below: without a loader React Router would prerender the loading fallback.
 */
export const loader = () => null;

/**
 * Reached by a client-side navigation from the application or the back office (which are React
 * apps): load the page as a document instead, so it gets its prerendered HTML and its script.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => undefined);
}

/** Chrome around every public content page. */
export default function SiteLayout() {
  // Rendered by React in the browser only on the dev server (no prerender): wire the same behaviour.
  useEffect(() => {
    void import('#web/islands/main.ts').then(({ startIslands }) => startIslands());
  }, []);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter legalExtra={<CookieSettingsButton className="text-left hover:text-white hover:underline" />} />
      <FloatingCallButton />
      <CookieBannerTemplate />
      <ExitIntentTemplate />
    </>
  );
}
