import { emailDisclosure } from '#shared/disclosures.ts';
import { emailButton, emailHtml, greeting } from '#server/modules/messaging/email-layout.ts';
import type { EmailMessage } from '#server/modules/messaging/messaging.types.ts';

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
    body:
      `<p>Thank you: we have received your loan application.</p>
<p>Your record shows every lender we offer your application to, when, what they decided and ` +
      `what we are paid. Keep this email: the link works without signing in.</p>
${emailButton(recordUrl, 'See my application record')}
<p style="font-size:14px;color:#475569">From the same page you can ask us to erase your ` +
      `details.</p>`,
  });
  return { to, subject: 'Your loan application and your record', text, html };
}
