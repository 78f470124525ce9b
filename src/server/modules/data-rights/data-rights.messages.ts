import { createElement as h, Fragment } from 'react';
import { emailDisclosure } from '#shared/disclosures.ts';
import { company } from '#shared/company.ts';
import { EmailNote, emailHtml, greeting } from '#server/modules/messaging/index.ts';
import type { EmailMessage } from '#server/modules/messaging/index.ts';

/** The one-time code for a copy of the applicant's data (UK GDPR Article 15): a service message. */
export function accessCodeEmail(
  to: string,
  firstName: string | null,
  code: string,
  reference: string,
  validMinutes: number,
): EmailMessage {
  const { hello } = greeting(firstName);
  const lines = [
    `You asked for a copy of the personal data we hold about your loan application (request ${reference}).`,
    `Your one-time code is ${code}. Enter it on your record page within ${validMinutes} minutes.`,
    'If you did not ask for this, you can ignore this email: nobody can see your data without the code. ' +
      `Questions? Email ${company.email}.`,
  ];
  const text = [hello, '', ...lines.flatMap((l) => [l, '']), emailDisclosure()].join('\n');
  const html = emailHtml({
    hello,
    body: h(
      Fragment,
      null,
      h('p', null, lines[0]),
      h(
        'p',
        null,
        'Your one-time code is ',
        h('strong', { style: { fontSize: 22, letterSpacing: 4 } }, code),
        `. Enter it on your record page within ${validMinutes} minutes.`,
      ),
      h(EmailNote, null, lines[2]),
    ),
  });
  return { to, subject: `Your code for a copy of your data (${reference})`, text, html };
}
