import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { company } from '#shared/company.ts';
import { emailDisclosure } from '#shared/disclosures.ts';

// The frame of every email: the firm's name, the greeting, the body, and a footer with the
// disclosures (firm, FRN, broker status, representative example, risk warning). Inline styles and
// presentation tables, as mail clients need; the text part is made from this HTML (index.tsx).

/** The button of an email: one call to action. */
export function EmailButton({ href, label }: { href: string; label: string }) {
  return (
    <p style={{ textAlign: 'center', margin: '28px 0' }}>
      <a
        href={href}
        style={{
          background: '#0b8462',
          color: '#ffffff',
          padding: '14px 24px',
          borderRadius: 8,
          textDecoration: 'none',
          fontWeight: 'bold',
        }}
      >
        {label}
      </a>
    </p>
  );
}

/** A smaller, grey paragraph of an email. */
export function EmailNote({ children }: { children?: ReactNode }) {
  return <p style={{ fontSize: 14, color: '#475569' }}>{children}</p>;
}

/** A paragraph of plain text (what staff typed, say), each newline in it a <br>: text stays text. */
export function TextParagraph({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <p>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

export type EmailFrame = {
  /** "Hi Sam," or "Hello,". */
  hello: string;
  children?: ReactNode;
  /** Extra footer lines after the disclosures (an unsubscribe link). */
  footer?: ReactNode;
  /** After the card (an open pixel). */
  after?: ReactNode;
};

const presentation = { role: 'presentation', cellPadding: 0, cellSpacing: 0 } as const;

function Row({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return (
    <tr>
      <td style={style}>{children}</td>
    </tr>
  );
}

export function Email({ hello, children, footer, after }: EmailFrame) {
  return (
    <html lang="en-GB">
      <body style={{ margin: 0, background: '#f1f5f9', fontFamily: 'Arial,Helvetica,sans-serif', color: '#1e293b' }}>
        <table {...presentation} width="100%">
          <tbody>
            <tr>
              <td align="center" style={{ padding: 24 }}>
                <table {...presentation} width={560} style={{ maxWidth: 560, background: '#ffffff', borderRadius: 12 }}>
                  <tbody>
                    <Row
                      style={{
                        background: '#14307f',
                        color: '#ffffff',
                        padding: '20px 24px',
                        fontSize: 20,
                        fontWeight: 'bold',
                        borderRadius: '12px 12px 0 0',
                      }}
                    >
                      {company.companyName}
                    </Row>
                    <Row style={{ padding: 24, fontSize: 16, lineHeight: 1.5 }}>
                      <p>{hello}</p>
                      {children}
                    </Row>
                    <Row
                      style={{
                        padding: '16px 24px',
                        fontSize: 12,
                        lineHeight: 1.5,
                        color: '#64748b',
                        borderTop: '1px solid #e2e8f0',
                      }}
                    >
                      <p>{emailDisclosure()}</p>
                      {footer}
                    </Row>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
        {after}
      </body>
    </html>
  );
}
