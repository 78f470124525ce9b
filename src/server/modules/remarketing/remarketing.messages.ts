import { company } from '#shared/company.ts';
import { smsDisclosure } from '#shared/disclosures.ts';
import { AbandonedEmail, greeting, renderEmail } from '#server/modules/messaging/index.ts';
import type { EmailMessage, SmsMessage } from '#server/modules/messaging/index.ts';

export type MessageLinks = { resume: string; unsubscribe: string; openPixel: string; validDays: number };

export function abandonedEmail(to: string, firstName: string | null, links: MessageLinks): EmailMessage {
  const { hello } = greeting(firstName);
  return {
    to,
    subject: 'Your loan application is waiting',
    ...renderEmail(AbandonedEmail, { hello, ...links }),
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
