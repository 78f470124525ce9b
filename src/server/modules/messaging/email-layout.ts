import { createElement as h, type ReactNode } from 'react';
import { company } from '#shared/company.ts';
import { emailDisclosure } from '#shared/disclosures.ts';
import { renderDocument } from '#server/lib/html-page.ts';

/** First name only, trimmed to something sensible: no other personal data enters a message. */
export const greeting = (firstName: string | null): { name: string; hello: string } => {
  const name = (firstName ?? '').trim().slice(0, 40);
  return { name, hello: name ? `Hi ${name},` : 'Hello,' };
};

/** The button of an email: one call to action. */
export const EmailButton = ({ href, label }: { href: string; label: string }) =>
  h(
    'p',
    { style: { textAlign: 'center', margin: '28px 0' } },
    h(
      'a',
      {
        href,
        style: {
          background: '#0b8462',
          color: '#ffffff',
          padding: '14px 24px',
          borderRadius: 8,
          textDecoration: 'none',
          fontWeight: 'bold',
        },
      },
      label,
    ),
  );

/** A smaller, grey paragraph of an email. */
export const EmailNote = ({ children }: { children?: ReactNode }) =>
  h('p', { style: { fontSize: 14, color: '#475569' } }, children);

type EmailProps = { hello: string; body: ReactNode; footer?: ReactNode; after?: ReactNode };

const cell = (style: Record<string, string | number>, ...children: ReactNode[]) =>
  h('tr', null, h('td', { style }, ...children));

/**
 * Every email: the firm's name, the greeting, the body, and a footer with the disclosures (firm,
 * FRN, broker status, representative example, risk warning) plus any extra footer lines; `after`
 * goes after the card (an open pixel).
 */
export function Email({ hello, body, footer, after }: EmailProps) {
  const table = { role: 'presentation', cellPadding: 0, cellSpacing: 0 } as const;
  return h(
    'html',
    { lang: 'en-GB' },
    h(
      'body',
      { style: { margin: 0, background: '#f1f5f9', fontFamily: 'Arial,Helvetica,sans-serif', color: '#1e293b' } },
      h(
        'table',
        { ...table, width: '100%' },
        h(
          'tbody',
          null,
          h(
            'tr',
            null,
            h(
              'td',
              { align: 'center', style: { padding: 24 } },
              h(
                'table',
                { ...table, width: 560, style: { maxWidth: 560, background: '#ffffff', borderRadius: 12 } },
                h(
                  'tbody',
                  null,
                  cell(
                    {
                      background: '#14307f',
                      color: '#ffffff',
                      padding: '20px 24px',
                      fontSize: 20,
                      fontWeight: 'bold',
                      borderRadius: '12px 12px 0 0',
                    },
                    company.companyName,
                  ),
                  cell({ padding: 24, fontSize: 16, lineHeight: 1.5 }, h('p', null, hello), body),
                  cell(
                    {
                      padding: '16px 24px',
                      fontSize: 12,
                      lineHeight: 1.5,
                      color: '#64748b',
                      borderTop: '1px solid #e2e8f0',
                    },
                    h('p', null, emailDisclosure()),
                    footer,
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
      after,
    ),
  );
}

/** An email's HTML text. */
export const emailHtml = (props: EmailProps): string => renderDocument(h(Email, props));
