import { escapeHtml, htmlPage } from '#server/lib/html-page.ts';

const paragraphs = (lines: string[]) => lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
const home = '<p><a href="/">Go to the home page</a></p>';

/** A small self-contained page for link outcomes (unsubscribe confirmation, dead links). */
export function simplePage(title: string, lines: string[]): string {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>${paragraphs(lines)}${home}`);
}

/**
 * GET /unsubscribe/:token changes nothing (mail scanners follow every link): it asks the
 * person to confirm, and the form POSTs to the same URL.
 */
export function unsubscribeConfirmPage(action: string): string {
  return htmlPage(
    'Unsubscribe from reminders',
    `<h1>Unsubscribe from reminders</h1>${paragraphs([
      'Press the button to stop all marketing emails and text messages about your loan application.',
      'It takes effect straight away, for this email address and this phone number.',
    ])}<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>${home}`,
  );
}

/** What a prefetch of a tracked link receives: nothing recorded, nothing issued; a person continues. */
export function continuePage(href: string): string {
  return htmlPage(
    'Continue your application',
    `<h1>Continue your application</h1>` +
      paragraphs(['Your details are saved. Continue to finish your lender search.']) +
      `<p><a class="button" href="${escapeHtml(href)}">Continue</a></p>`,
  );
}
