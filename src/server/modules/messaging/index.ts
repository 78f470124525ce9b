// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export {
  AbandonedEmail,
  AccessCodeEmail,
  ConfirmationEmail,
  LetterEmail,
  renderEmail,
} from '#server/modules/messaging/emails/index.tsx';
export { greeting } from './greeting.ts';
export { createMailer, outboxMailer } from './mailer.ts';
export type { EmailMessage, Mailer, SmsMessage, SmsSender } from './messaging.types.ts';
export { createSmsSender } from './sms.ts';
