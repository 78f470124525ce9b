// Outbound messages (remarketing email and SMS). Each channel is one small client behind an
// interface: SMTP / an SMS provider when configured, the outbox table otherwise.

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type SmsMessage = { to: string; text: string };

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
