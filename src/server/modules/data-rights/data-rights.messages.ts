import { company } from '#shared/company.ts';
import { AccessCodeEmail, greeting, renderEmail } from '#server/modules/messaging/index.ts';
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
  return {
    to,
    subject: `Your code for a copy of your data (${reference})`,
    ...renderEmail(AccessCodeEmail, { hello, code, reference, validMinutes, contactEmail: company.email }),
  };
}
