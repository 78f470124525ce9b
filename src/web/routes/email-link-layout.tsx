import { Outlet } from 'react-router';
import type { RouteHandle } from '#web/root.tsx';

/** Plain server-rendered pages, no script (decision 132). */
export const handle: RouteHandle = { plainPage: true };

/**
 * Behind a secret link (the record's signature, a reminder's token): never indexed, never sent on
 * as a referrer to another site (the plugin adds no-store to every page it renders). `same-origin`,
 * not `no-referrer`: under no-referrer a browser posts these pages' forms with `Origin: null`,
 * which React Router refuses as a cross-site action.
 */
export const headers = () => ({ 'x-robots-tag': 'noindex', 'referrer-policy': 'same-origin' });

export default function EmailLinkLayout() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="same-origin" />
      <Outlet />
    </>
  );
}
