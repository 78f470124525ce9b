import { company } from '#shared/company.ts';
import { emailDisclosure, smsDisclosure } from '#shared/disclosures.ts';
import type { EmailMessage, SmsMessage } from '#server/modules/messaging/messaging.types.ts';

export type MessageLinks = { resume: string; unsubscribe: string; openPixel: string; validDays: number };

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** First name only, trimmed to something sensible: no other personal data enters a message. */
const greetingName = (firstName: string | null): string => (firstName ?? '').trim().slice(0, 40);

const disclosure = emailDisclosure();

export function abandonedEmail(to: string, firstName: string | null, links: MessageLinks): EmailMessage {
  const name = greetingName(firstName);
  const hello = name ? `Hi ${name},` : 'Hello,';
  const text = [
    hello,
    '',
    'You started a loan application with us but the search of our lender panel did not finish.',
    `Your details are saved. You can finish the search in one click (the link works for ${links.validDays} days):`,
    links.resume,
    '',
    'There is no obligation, and checking does not affect your credit score.',
    '',
    `Don't want these emails? Unsubscribe: ${links.unsubscribe}`,
    '',
    disclosure,
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="background:#14307f;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:12px 12px 0 0">${escapeHtml(company.companyName)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>You started a loan application with us but the search of our lender panel did not finish. Your details are saved.</p>
<p style="text-align:center;margin:28px 0"><a href="${escapeHtml(links.resume)}" style="background:#0b8462;color:#ffffff;padding:14px 24px;border-radius:8px;text-decoration:none;font-weight:bold">Finish my lender search</a></p>
<p style="font-size:14px;color:#475569">The button works for ${links.validDays} days. There is no obligation, and checking does not affect your credit score.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;line-height:1.5;color:#64748b;border-top:1px solid #e2e8f0">
<p>${escapeHtml(disclosure)}</p>
<p><a href="${escapeHtml(links.unsubscribe)}" style="color:#1a3fae">Unsubscribe</a> from these emails at any time.</p>
</td></tr></table></td></tr></table>
<img src="${escapeHtml(links.openPixel)}" width="1" height="1" alt="" style="display:block;border:0">
</body></html>`;
  return {
    to,
    subject: 'Your loan application is waiting',
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function abandonedSms(to: string, firstName: string | null, links: MessageLinks): SmsMessage {
  const name = greetingName(firstName);
  return {
    to,
    text: `${company.companyName}: ${name ? `Hi ${name}, y` : 'Y'}our loan search is waiting: ${links.resume} (valid ${links.validDays} days). ${smsDisclosure()} Stop: ${links.unsubscribe}`,
  };
}
