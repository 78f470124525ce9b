// Outbound messages (remarketing email and SMS). Each channel is one small client behind an
// interface: SMTP / an SMS provider when configured, the outbox table otherwise.

/** The application a message is about: kept with an outbox copy, never sent (issue 42 item 4). */
type About = { applicationId?: string };

export type EmailMessage = About & {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type SmsMessage = About & { to: string; text: string };

export type SendResult = { providerId: string };

export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<SendResult>;
  close(): Promise<void>;
};

export type SmsSender = {
  readonly kind: 'outbox' | 'webhook';
  send(message: SmsMessage): Promise<SendResult>;
};
