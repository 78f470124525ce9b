import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  type LinksFunction,
} from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import { DemoDataNotice } from '#web/features/site-chrome/demo-data-notice.tsx';
import { useCspNonce } from '#web/lib/csp-nonce.ts';

// The stylesheet is inlined into the prerendered HTML, so first paint waits for no CSS request
// (Lighthouse: render-blocking CSS was the largest cost). Only the prerender (SSR) build reads the
// file; in the browser the <style> element already in the page is kept as it is, so the CSS is
// not downloaded a second time inside the JavaScript. The dev server has no prerender: it imports
// the stylesheet normally.
const inlineCss: string = import.meta.env.SSR ? (await import('./app.css?inline')).default : '';
if (import.meta.env.DEV && !import.meta.env.SSR) await import('./app.css');

// Content pages are not hydrated: instead of React Router's scripts they carry this small bundle
// of behaviours (src/web/islands), inlined so a first visit downloads no JavaScript file at all.
const islandsScript: string = import.meta.env.SSR ? (await import('virtual:site-islands')).default : '';

/** Route `handle` fields the root layout reads. */
export type RouteHandle = {
  /** A prerendered content page: no React Router scripts, the islands script instead (decision 009). */
  staticPage?: boolean;
  /**
   * A page rendered by the server for each request that needs no script at all (the record behind
   * its signed link, the reminders' links: decision 132): plain forms posted to the route's action,
   * so it opens in any mail client's browser. Neither React Router's scripts nor the islands.
   */
  plainPage?: boolean;
  /** When and where a browser without script reloads the page (the processing screen). */
  refreshWithoutScript?: { seconds: number; url: string };
};

const hasHandle = (handle: unknown, key: keyof RouteHandle) =>
  Boolean(handle && typeof handle === 'object' && (handle as RouteHandle)[key]);

function SiteStyles() {
  const css = typeof document === 'undefined' ? inlineCss : (document.getElementById('site-css')?.textContent ?? '');
  return <style id="site-css" dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const staticPage = matches.some((match) => hasHandle(match.handle, 'staticPage'));
  const plainPage = matches.some((match) => hasHandle(match.handle, 'plainPage'));
  const nonce = useCspNonce();
  const refresh = matches.map((match) => (match.handle as RouteHandle | undefined)?.refreshWithoutScript).find(Boolean);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14307f" />
        <Meta />
        {refresh ? (
          <noscript>
            <meta httpEquiv="refresh" content={`${refresh.seconds};url=${refresh.url}`} />
          </noscript>
        ) : null}
        <SiteStyles />
        <Links />
      </head>
      <body>
        <DemoDataNotice />
        {children}
        {plainPage ? null : staticPage ? (
          // A content page's form answered by the server (decision 090) carries the response's nonce.
          <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: islandsScript }} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

/** A refusal's own headers on the page that shows it (the Retry-After of a 429: decision 113). */
export const headers = ({ errorHeaders, parentHeaders }: Route.HeadersArgs) => errorHeaders ?? parentHeaders;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  // A refusal the server explained (the applicant's read limit: decision 113) says it in its words.
  const said = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined;
  return (
    <main className="container-page py-16">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {typeof said === 'string' ? <p className="mt-4">{said}</p> : null}
      <p className="mt-4">
        Please try again, or{' '}
        <a className="text-brand-700 underline" href="/contact">
          contact us
        </a>{' '}
        if it keeps happening.
      </p>
    </main>
  );
}
