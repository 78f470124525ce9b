import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

// The application screens' router (decision 032): the browser's history for the /apply screens,
// with React Router's names (useNavigate, useLocation, useSearchParams, Link, Navigate), so the
// screens read as they did. Any other address is a whole page load: the content pages are static
// HTML and the back office is its own client.

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

type HistoryState = { usr?: unknown; key?: string } | null;

const APP_PREFIX = '/apply';
/** A path this client draws (the rest are whole page loads). */
export const isAppPath = (pathname: string) => pathname === APP_PREFIX || pathname.startsWith(`${APP_PREFIX}/`);

const Router = createContext<{ location: Location; navigate: NavigateFunction } | null>(null);

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as HistoryState;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The router of the browser: follows Back and Forward, and moves to the top of each new screen. */
export function ApplyRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  // A new screen starts at the top once it is drawn; Back and Forward leave the browser's scroll alone.
  const toTop = useRef(false);
  useEffect(() => {
    if (!toTop.current) return;
    toTop.current = false;
    window.scrollTo(0, 0);
  }, [location]);

  useEffect(() => {
    const follow = () => startTransition(() => setLocation(currentLocation()));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const navigate = useMemo<NavigateFunction>(
    () =>
      async (to, { replace = false, state = null } = {}) => {
        if (typeof to === 'number') return window.history.go(to);
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin || !isAppPath(url.pathname)) {
          if (replace) window.location.replace(url.href);
          else window.location.assign(url.href);
          return;
        }
        const entry: HistoryState = { usr: state, key: newKey() };
        const href = `${url.pathname}${url.search}${url.hash}`;
        if (replace) window.history.replaceState(entry, '', href);
        else window.history.pushState(entry, '', href);
        // A transition: the screen on show stays until the next one's script is in, never a blank page.
        toTop.current = true;
        startTransition(() => setLocation(currentLocation()));
      },
    [],
  );

  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <Router.Provider value={value}>{children}</Router.Provider>;
}

/** A fixed address, for the screens rendered at build time (the shell's skeletons). */
export function StaticRouter({ path, children }: { path: string; children: ReactNode }) {
  const value = useMemo(() => {
    const url = new URL(path, 'http://build.invalid');
    const location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
    return { location, navigate: async () => undefined };
  }, [path]);
  return <Router.Provider value={value}>{children}</Router.Provider>;
}

function useRouter() {
  const router = useContext(Router);
  if (!router) throw new Error('an application screen outside ApplyRouter');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;

/** The address's query, as React Router gives it (read only: no screen changes it). */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Goes to `to` once drawn. */
export function Navigate({ to, replace = false, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A link: an application screen opens in place; any other page, a new tab or a modified click is the browser's. */
export function Link({ to, replace, onClick, target, ...props }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !plainClick(event) || (target && target !== '_self')) return;
    if (!isAppPath(new URL(to, window.location.href).pathname)) return;
    event.preventDefault();
    void navigate(to, { replace });
  };
  return <a {...props} href={to} target={target} onClick={follow} />;
}
