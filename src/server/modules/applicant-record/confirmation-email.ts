import { ConfirmationEmail, greeting, renderEmail } from '#server/modules/messaging/index.ts';
import type { EmailMessage } from '#server/modules/messaging/index.ts';

/** Sent once when the application is submitted: a service message (no marketing, no opt-out needed). */
export function confirmationEmail(to: string, firstName: string | null, recordUrl: string): EmailMessage {
  const { hello } = greeting(firstName);
  return {
    to,
    subject: 'Your loan application and your record',
    ...renderEmail(ConfirmationEmail, { hello, recordUrl }),
  };
}
