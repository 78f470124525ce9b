// Where the login screen sends the admin once signed in (issue 42.8): the back-office screen that
// was asked for (a bookmark, an emailed link, a new tab), carried as `?next=`. Only a same-site
// relative address under /admin is followed, so a crafted link cannot send a freshly signed-in
// admin to another site (an open redirect) or back to the sign-in itself. No zod here: the login
// screen loads none (decision 025).

const DASHBOARD = '/admin/dashboard';
/** Screens that are not a place to return to: the sign-in steps, and /admin that only forwards. */
const NOT_A_TARGET = new Set(['/admin', '/admin/login', '/admin/enrol']);
// Any origin will do: an address that stays on it after resolving was relative and same-site.
const PROBE = 'https://back-office.invalid';

/** `raw` as a path + query + hash when it is a same-site relative address under /admin/, else null. */
export function safeReturnTarget(raw: string | null | undefined): string | null {
  // A relative path starts with exactly one slash: "//host" and "/\host" are other sites to a browser.
  if (!raw || !raw.startsWith('/') || /^\/[/\\]/.test(raw) || /[\p{Cc}\\]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE);
  } catch {
    return null;
  }
  // Resolved first, so "/admin/../elsewhere" is judged by where it really leads.
  if (url.origin !== PROBE || !url.pathname.startsWith('/admin/')) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (NOT_A_TARGET.has(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The screen to open after signing in: the requested one when it may be followed, else the dashboard. */
export const afterSignIn = (next: string | null | undefined): string => safeReturnTarget(next) ?? DASHBOARD;

/** The login screen's address for a signed-out visit to `requested` (the dashboard needs no `next`). */
export function loginFor(requested: string): string {
  const target = safeReturnTarget(requested);
  return target && target !== DASHBOARD ? `/admin/login?next=${encodeURIComponent(target)}` : '/admin/login';
}
