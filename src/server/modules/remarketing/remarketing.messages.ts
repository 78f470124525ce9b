import { company } from '#shared/company.ts';
import { emailDisclosure, smsDisclosure } from '#shared/disclosures.ts';
import { createElement as h, Fragment } from 'react';
import { EmailButton, EmailNote, emailHtml, greeting } from '#server/modules/messaging/index.ts';
import type { EmailMessage, SmsMessage } from '#server/modules/messaging/index.ts';

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
    body: h(
      Fragment,
      null,
      h(
        'p',
        null,
        'You started a loan application with us but the search of our lender panel did not finish. ' +
          'Your details are saved.',
      ),
      h(EmailButton, { href: links.resume, label: 'Finish my lender search' }),
      h(
        EmailNote,
        null,
        `The button works for ${links.validDays} days. There is no obligation, ` +
          'and checking does not affect your credit score.',
      ),
    ),
    footer: h(
      'p',
      null,
      h('a', { href: links.unsubscribe, style: { color: '#1a3fae' } }, 'Unsubscribe'),
      ' from these emails at any time.',
    ),
    after: h('img', {
      src: links.openPixel,
      width: 1,
      height: 1,
      alt: '',
      style: { display: 'block', border: 0 },
      // Not "preloaded" by React (a <link rel=preload> in the email's head): the pixel loads as an image.
      fetchPriority: 'low',
    }),
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
