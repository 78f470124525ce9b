import { createElement as h, type ReactNode } from 'react';
import { htmlPage } from '#server/lib/html-page.ts';

const back = (recordUrl: string) => h('p', null, h('a', { href: recordUrl }, 'Back to your record'));

/** A short page of the data-rights flow: a heading, its paragraphs, and the way back. */
export const simplePage = (title: string, recordUrl: string, ...body: ReactNode[]): string =>
  htmlPage(title, h('h1', null, title), ...body, back(recordUrl));

/** Asks for the code just emailed (or says why it was refused), with a way to have a new one. */
export function codePage(p: {
  recordUrl: string;
  verifyAction: string;
  resendAction: string;
  reference: string | null;
  problem?: string;
}): string {
  return simplePage(
    'Enter your code',
    p.recordUrl,
    p.problem
      ? h('p', { className: 'note', role: 'alert', id: 'code-problem' }, p.problem)
      : h(
          'p',
          { role: 'status' },
          `We have emailed a 6-digit code to the address on your application${
            p.reference ? ` (request ${p.reference})` : ''
          }. It works for 15 minutes.`,
        ),
    h(
      'form',
      { method: 'post', action: p.verifyAction },
      h('p', null, h('label', { htmlFor: 'code' }, 'Your 6-digit code')),
      h(
        'p',
        null,
        h('input', {
          id: 'code',
          name: 'code',
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          pattern: '[0-9]{6}',
          maxLength: 6,
          required: true,
          style: { fontSize: 22, letterSpacing: 4, width: '8em', padding: 8 },
          ...(p.problem ? { 'aria-describedby': 'code-problem' } : {}),
        }),
      ),
      h('button', { type: 'submit' }, 'Show my data'),
    ),
    h(
      'form',
      { method: 'post', action: p.resendAction },
      h('p', null, 'No email, or the code has expired?'),
      h('button', { type: 'submit', className: 'secondary' }, 'Send a new code'),
    ),
  );
}

/** The code was right: the two downloads, for the next hour. */
export const downloadsPage = (recordUrl: string, jsonUrl: string, pdfUrl: string, reference: string): string =>
  simplePage(
    'Your data is ready',
    recordUrl,
    h('p', { role: 'status' }, `Request ${reference}. These links work for one hour, on this device or any other.`),
    h(
      'ul',
      null,
      h('li', null, h('a', { href: pdfUrl, download: 'my-data.pdf' }, 'Download a readable copy (PDF)')),
      h('li', null, h('a', { href: jsonUrl, download: 'my-data.json' }, 'Download the data file (JSON)')),
    ),
    h('p', null, 'Your bank account number and sort code are shown masked: only their last digits.'),
  );

/** Erasure, step 1: what it does, who will be told, and the button that does it. */
export function erasureConfirmPage(p: { recordUrl: string; action: string; lenders: string[] }): string {
  return simplePage(
    'Erase your details?',
    p.recordUrl,
    h(
      'p',
      null,
      'We will erase your name, contact details, addresses, date of birth, employer and bank details, and ' +
        'the messages we sent you. We keep a note of the application without anything that identifies you. ' +
        'This cannot be undone, and you will no longer be able to get a copy of your data.',
    ),
    p.lenders.length
      ? h(
          'p',
          null,
          `These lenders received your full application; we will tell them to erase it too: ${p.lenders.join(', ')}.`,
        )
      : h('p', null, 'No lender received your full application, so there is no lender to tell.'),
    h(
      'form',
      { method: 'post', action: p.action },
      h('input', { type: 'hidden', name: 'confirm', value: 'yes' }),
      h('button', { type: 'submit' }, 'Yes, erase my details'),
    ),
    h('p', null, h('a', { href: p.recordUrl }, 'No, keep my details')),
  );
}
