import { Outlet } from 'react-router';
import { SiteHeader } from '#web/features/site-chrome/site-header.tsx';
import { SiteFooter } from '#web/features/site-chrome/site-footer.tsx';
import { FloatingCallButton } from '#web/features/site-chrome/call-button.tsx';

/** Chrome around every public content page. */
export default function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingCallButton />
    </>
  );
}
