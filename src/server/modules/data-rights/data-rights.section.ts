import { createElement as h, Fragment, type ReactNode } from 'react';

const when = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(date);

/** Where the record page's data-rights forms go (each carries the record's signature). */
export type DataRightsLinks = { copy: string; erase: string };

/** Addresses of the data-rights actions of one record (`sig` is the record link's signature). */
export const dataRightsLinks = (publicId: string, sig: string): DataRightsLinks => {
  const base = `/record/${encodeURIComponent(publicId)}`;
  return { copy: `${base}/data-request?sig=${sig}`, erase: `${base}/erasure?sig=${sig}` };
};

/**
 * The record page's "Your data" section (UK GDPR Articles 15 and 17): a copy of the data after a
 * code sent by email, and erasure after a confirmation page. Plain forms and links: no script.
 */
export function DataRightsSection({
  row,
  links,
}: {
  row: { erasedAt: Date | null; email: string | null };
  links: DataRightsLinks;
}): ReactNode {
  if (row.erasedAt)
    return h(
      'p',
      { className: 'note', role: 'status' },
      `We erased your personal details on ${when(row.erasedAt)}. ` +
        'What is left on this page holds nothing that identifies you. We have asked every lender that ' +
        'received your full application to erase it too.',
    );
  return h(
    Fragment,
    null,
    h('h3', null, 'Get a copy of your data'),
    h(
      'p',
      null,
      'A copy of everything we hold about this application: your answers, your consents, the messages we ' +
        'sent you and which lenders received what, and when. We email a one-time code to the address on ' +
        'your application first, to check it is you.',
    ),
    row.email
      ? h(
          'form',
          { method: 'post', action: links.copy },
          h('button', { type: 'submit', className: 'secondary' }, 'Get a copy of my data'),
        )
      : null,
    h('h3', null, 'Erase your details'),
    h(
      'p',
      null,
      'You can ask us to erase the personal details we hold about this application. We tell every lender ' +
        'that received your full application to erase it too. You will be asked to confirm first.',
    ),
    h('p', null, h('a', { href: links.erase, className: 'button' }, 'Erase my details')),
  );
}
