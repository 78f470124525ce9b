import { company } from '#shared/company.ts';
import { emailDisclosure } from '#shared/disclosures.ts';
import { escapeHtml } from '#server/lib/html-page.ts';

/** First name only, trimmed to something sensible: no other personal data enters a message. */
export const greeting = (firstName: string | null): { name: string; hello: string } => {
  const name = (firstName ?? '').trim().slice(0, 40);
  return { name, hello: name ? `Hi ${name},` : 'Hello,' };
};

/** The button of an email: one call to action. */
export const emailButton = (href: string, label: string): string =>
  `<p style="text-align:center;margin:28px 0"><a href="${escapeHtml(href)}" ` +
  `style="background:#0b8462;color:#ffffff;padding:14px 24px;border-radius:8px;` +
  `text-decoration:none;font-weight:bold">` +
  `${escapeHtml(label)}</a></p>`;

/**
 * Every email's HTML: the firm's name, the greeting, the body (already-escaped HTML), and a footer
 * with the disclosures (firm, FRN, broker status, representative example, risk warning) plus any
 * extra footer lines; `after` goes after the card (an open pixel).
 */
export function emailHtml({
  hello,
  body,
  footer = '',
  after = '',
}: {
  hello: string;
  body: string;
  footer?: string;
  after?: string;
}): string {
  return (
    `<!doctype html><html lang="en-GB">` +
    `<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" ` +
    `style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="background:#14307f;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;` +
    `border-radius:12px 12px 0 0">${escapeHtml(company.companyName)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p>${escapeHtml(hello)}</p>
${body}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;line-height:1.5;color:#64748b;border-top:1px solid #e2e8f0">
<p>${escapeHtml(emailDisclosure())}</p>
${footer}
</td></tr></table></td></tr></table>
${after}
</body></html>`
  );
}
