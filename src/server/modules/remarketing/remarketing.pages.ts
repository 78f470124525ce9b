import { createElement as h } from 'react';
import { htmlPage } from '#server/lib/html-page.ts';

const paragraphs = (lines: string[]) => lines.map((line, i) => h('p', { key: i }, line));
const home = h('p', null, h('a', { href: '/' }, 'Go to the home page'));

/** A small self-contained page for link outcomes (unsubscribe confirmation, dead links). */
export function simplePage(title: string, lines: string[]): string {
  return htmlPage(title, h('h1', null, title), paragraphs(lines), home);
}

/**
 * GET /unsubscribe/:token changes nothing (mail scanners follow every link): it asks the
 * person to confirm, and the form POSTs to the same URL.
 */
export function unsubscribeConfirmPage(action: string): string {
  return htmlPage(
    'Unsubscribe from reminders',
    h('h1', null, 'Unsubscribe from reminders'),
    paragraphs([
      'Press the button to stop all marketing emails and text messages about your loan application.',
      'It takes effect straight away, for this email address and this phone number.',
    ]),
    h('form', { method: 'post', action }, h('button', { type: 'submit' }, 'Unsubscribe')),
    home,
  );
}

/** What a prefetch of a tracked link receives: nothing recorded, nothing issued; a person continues. */
export function continuePage(href: string): string {
  return htmlPage(
    'Continue your application',
    h('h1', null, 'Continue your application'),
    paragraphs(['Your details are saved. Continue to finish your lender search.']),
    h('p', null, h('a', { className: 'button', href }, 'Continue')),
  );
}
