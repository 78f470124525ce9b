import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  isRouteErrorResponse,
  useMatches,
  type LinksFunction,
} from 'react-router';
import { useContext, type ReactNode } from 'react';
import type { Route } from './+types/root';
import { ShellMarkup } from '#web/features/apply/ui/apply-shell.tsx';
import {
  SHELL_LOADING,
  SPA_SHELL_IDS,
  skeletonScript,
  skeletonTemplates,
  type ShellSkeleton,
} from '#web/lib/spa-shell.ts';

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
// The application screens' own client (decision 032), for their shell (routes/apply-shell.tsx).
const applicant = import.meta.env.SSR ? (await import('virtual:applicant-client')).default : undefined;

/** Route `handle` fields the root layout reads. */
export type RouteHandle = {
  /** A prerendered content page: no React Router scripts, the islands script instead (decision 009). */
  staticPage?: boolean;
  /** The application screens' shell: their own client's scripts instead of React Router's. */
  applicantShell?: boolean;
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
  // The SPA shell (/__spa-fallback.html, served for /admin) is rendered for '/', so it
  // matches the content layout too: it always keeps React Router's scripts. React Router checks
  // this at build time, and tests/e2e/site-static.spec.ts checks both kinds of page.
  const spaShell = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? false;
  const matches = useMatches();
  const staticPage = !spaShell && matches.some((match) => hasHandle(match.handle, 'staticPage'));
  const applicantShell = !spaShell && matches.some((match) => hasHandle(match.handle, 'applicantShell'));
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14307f" />
        <Meta />
        <SiteStyles />
        <Links />
      </head>
      <body>
        {children}
        {staticPage ? (
          <script type="module" dangerouslySetInnerHTML={{ __html: islandsScript }} />
        ) : applicantShell && applicant ? (
          <>
            {applicant.preload.map((href) => (
              <link key={href} rel="modulepreload" href={href} />
            ))}
            <script type="module" src={applicant.entry} />
          </>
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

const ids = SPA_SHELL_IDS;
// The screens the shell paints before the scripts run (src/web/lib/spa-shell.ts), rendered at build
// time; in the browser the markup already in the page is kept as it is (as SiteStyles does), so
// hydration finds what the server sent, whichever skeleton the script put in.
async function shellSkeletons(): Promise<ShellSkeleton[]> {
  const admin = await import('#web/features/admin/auth/login-skeleton.tsx');
  return [admin.loginSkeleton()];
}
const shellScreens = import.meta.env.SSR ? await shellSkeletons() : [];
const skeletons = import.meta.env.SSR ? skeletonTemplates(shellScreens) : '';
const skeletonScriptText = import.meta.env.SSR ? skeletonScript(shellScreens) : '';
const fromShell = (id: string, built: string) =>
  typeof document === 'undefined' ? built : (document.getElementById(id)?.innerHTML ?? built);

/**
 * Shown while the back office's screens load from the SPA shell (the application screens have a
 * shell and a client of their own: routes/apply-shell.tsx). It carries the application footer's
 * regulatory text (CONC 3.5.5R) before any script runs, as every client-rendered screen does.
 */
export function HydrateFallback() {
  return (
    <ShellMarkup
      fallback={fromShell(ids.fallback, SHELL_LOADING)}
      skeletons={fromShell(ids.skeletons, skeletons)}
      script={fromShell(ids.script, skeletonScriptText)}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <main className="container-page py-16">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
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
