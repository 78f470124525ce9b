import { emailDisclosure } from '#shared/disclosures.ts';
import { createElement as h, Fragment } from 'react';
import { EmailButton, EmailNote, emailHtml, greeting } from '#server/modules/messaging/index.ts';
import type { EmailMessage } from '#server/modules/messaging/index.ts';

const disclosure = emailDisclosure();

/** Sent once when the application is submitted: a service message (no marketing, no opt-out needed). */
export function confirmationEmail(to: string, firstName: string | null, recordUrl: string): EmailMessage {
  const { hello } = greeting(firstName);
  const text = [
    hello,
    '',
    'Thank you: we have received your loan application.',
    'Your record shows every lender we offer your application to, when, what ' +
      'they decided and what we are paid. Keep this link: it works without ' +
      'signing in.',
    recordUrl,
    '',
    'From the same page you can ask us to erase your details.',
    '',
    disclosure,
  ].join('\n');
  const html = emailHtml({
    hello,
    body: h(
      Fragment,
      null,
      h('p', null, 'Thank you: we have received your loan application.'),
      h(
        'p',
        null,
        'Your record shows every lender we offer your application to, when, what they decided and ' +
          'what we are paid. Keep this email: the link works without signing in.',
      ),
      h(EmailButton, { href: recordUrl, label: 'See my application record' }),
      h(EmailNote, null, 'From the same page you can ask us to erase your details.'),
    ),
  });
  return { to, subject: 'Your loan application and your record', text, html };
}
