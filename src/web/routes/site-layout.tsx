import { Outlet } from 'react-router';
import { SiteHeader } from '#web/features/site-chrome/site-header.tsx';
import { SiteFooter } from '#web/features/site-chrome/site-footer.tsx';
import { FloatingCallButton } from '#web/features/site-chrome/call-button.tsx';
import { CookieBanner } from '#web/features/cookie-consent/cookie-banner.tsx';
import { CookieSettingsButton } from '#web/features/cookie-consent/cookie-settings-button.tsx';
import { ExitIntent } from '#web/features/exit-intent/exit-intent.tsx';

/** Chrome around every public content page. */
export default function SiteLayout() {
  return (
    <>
      {/* First in the page so keyboard and screen-reader users meet it first; shown fixed at the bottom. */}
      <CookieBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter legalExtra={<CookieSettingsButton className="text-left hover:text-white hover:underline" />} />
      <FloatingCallButton />
      <ExitIntent />
    </>
  );
}
