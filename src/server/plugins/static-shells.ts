import { spaTitleOf } from '#shared/spa-titles.ts';
import { withTitle } from './static-html.ts';
import type { StaticResource } from './static-representation.ts';

/**
 * The shells of the client-rendered screens, each sent with the screen's <title>: the application's
 * own for /apply (decision 032), React Router's SPA shell for /admin. One resource per shell and title,
 * made on first use.
 */
export function spaShells(html: { apply: string; admin: string }, page: (html: string) => StaticResource) {
  const kindOf = (pathname: string) => (pathname.startsWith('/apply') ? 'apply' : 'admin');
  const htmlFor = (pathname: string) => withTitle(html[kindOf(pathname)], spaTitleOf(pathname));
  const made = new Map<string, StaticResource>();
  const shellFor = (pathname: string): StaticResource => {
    const key = `${kindOf(pathname)} ${spaTitleOf(pathname)}`;
    let shell = made.get(key);
    if (!shell) made.set(key, (shell = page(htmlFor(pathname))));
    return shell;
  };
  return { htmlFor, shellFor };
}
