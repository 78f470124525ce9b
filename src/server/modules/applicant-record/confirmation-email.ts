import { company } from '#shared/company.ts';
import { emailDisclosure } from '#shared/disclosures.ts';
import { escapeHtml } from '#server/lib/html-page.ts';
import type { EmailMessage } from '#server/modules/messaging/messaging.types.ts';

const disclosure = emailDisclosure();

/** Sent once when the application is submitted: a service message (no marketing, no opt-out needed). */
export function confirmationEmail(to: string, firstName: string | null, recordUrl: string): EmailMessage {
  const name = (firstName ?? '').trim().slice(0, 40);
  const hello = name ? `Hi ${name},` : 'Hello,';
  const text = [
    hello,
    '',
    'Thank you: we have received your loan application.',
    'Your record shows every lender we offer your application to, when, what they decided and what we are paid. Keep this link: it works without signing in.',
    recordUrl,
    '',
    'From the same page you can ask us to erase your details.',
    '',
    disclosure,
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="background:#14307f;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:12px 12px 0 0">${escapeHtml(company.companyName)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>Thank you: we have received your loan application.</p>
<p>Your record shows every lender we offer your application to, when, what they decided and what we are paid. Keep this email: the link works without signing in.</p>
<p style="text-align:center;margin:28px 0"><a href="${escapeHtml(recordUrl)}" style="background:#0b8462;color:#ffffff;padding:14px 24px;border-radius:8px;text-decoration:none;font-weight:bold">See my application record</a></p>
<p style="font-size:14px;color:#475569">From the same page you can ask us to erase your details.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;line-height:1.5;color:#64748b;border-top:1px solid #e2e8f0"><p>${escapeHtml(disclosure)}</p></td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject: 'Your loan application and your record', text, html };
}
