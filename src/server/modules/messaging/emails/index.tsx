import { convert } from 'html-to-text';
import type { JSX } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// The email templates (.tsx), compiled by `npm run build` into build/server-tsx (Node runs the
// server's .ts files without a build step and cannot run JSX): the server imports them as
// `#server/modules/messaging/emails/index.tsx`, which Node resolves to the compiled file and Vitest
// and TypeScript to this source (package.json "imports", the "source" condition; decision 150).
// Only JSX is compiled: what it imports from #shared and #server stays the server's own module.

export { AbandonedEmail, AccessCodeEmail, ConfirmationEmail, LetterEmail } from './templates.tsx';
export type { AbandonedProps, AccessCodeProps } from './templates.tsx';

export type RenderedEmail = { html: string; text: string };

/**
 * An email's two parts from one source: the template rendered to HTML (React escapes every text
 * in it), and the text part read from that HTML by html-to-text, so the two cannot disagree.
 */
export function renderEmail<P extends object>(Template: (props: P) => JSX.Element, props: P): RenderedEmail {
  const html = `<!doctype html>${renderToStaticMarkup(<Template {...props} />)}`;
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      // The open pixel has nothing to say in text.
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
  return { html, text };
}
