import { company } from '#shared/company.ts';
import { emailDisclosure, smsDisclosure } from '#shared/disclosures.ts';
import { escapeHtml } from '#server/lib/html-page.ts';
import { emailButton, emailHtml, greeting } from '#server/modules/messaging/email-layout.ts';
import type { EmailMessage, SmsMessage } from '#server/modules/messaging/messaging.types.ts';

export type MessageLinks = { resume: string; unsubscribe: string; openPixel: string; validDays: number };

const disclosure = emailDisclosure();

export function abandonedEmail(to: string, firstName: string | null, links: MessageLinks): EmailMessage {
  const { hello } = greeting(firstName);
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
  const html = emailHtml({
    hello,
    body:
      `<p>You started a loan application with us but the search of our lender ` +
      `panel did not finish. Your details are saved.</p>
${emailButton(links.resume, 'Finish my lender search')}
<p style="font-size:14px;color:#475569">The button works for ${links.validDays} days. There ` +
      `is no obligation, and checking does not affect your credit score.</p>`,
    footer:
      `<p><a href="${escapeHtml(links.unsubscribe)}" ` +
      `style="color:#1a3fae">Unsubscribe</a> from these emails at any time.</p>`,
    after: `<img src="${escapeHtml(links.openPixel)}" width="1" height="1" alt="" style="display:block;border:0">`,
  });
  return {
    to,
    subject: 'Your loan application is waiting',
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function abandonedSms(to: string, firstName: string | null, links: MessageLinks): SmsMessage {
  const { name } = greeting(firstName);
  return {
    to,
    text:
      `${company.companyName}: ${name ? `Hi ${name}, y` : 'Y'}our loan search is ` +
      `waiting: ${links.resume} (valid ${links.validDays} days). ` +
      `${smsDisclosure()} Stop: ${links.unsubscribe}`,
  };
}
