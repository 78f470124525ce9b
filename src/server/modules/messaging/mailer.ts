import nodemailer from 'nodemailer';
import { company } from '#shared/company.ts';
import type { Database } from '#server/db/client.ts';
import { outboxMessages } from '#server/db/schema/index.ts';
import type { EmailMessage, Mailer, SendResult } from './messaging.types.ts';

const FROM = `"${company.companyName}" <${company.email}>`;

/** SMTP through nodemailer; timeouts keep a dead server from holding a worker. */
export function smtpMailer(url: string): Mailer {
  const parsed = new URL(url);
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)),
    secure: parsed.protocol === 'smtps:',
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message: EmailMessage): Promise<SendResult> {
      const { applicationId: _about, ...mail } = message;
      const info = await transport.sendMail({ from: FROM, ...mail });
      return { providerId: String(info.messageId ?? '') };
    },
    async close() {
      transport.close();
    },
  };
}

/** No SMTP configured: the message is written to the outbox table, which admins can read. */
export function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(message: EmailMessage): Promise<SendResult> {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          recipient: message.to,
          applicationId: message.applicationId ?? null,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          headers: message.headers ?? {},
        })
        .returning({ id: outboxMessages.id });
      return { providerId: `outbox-${row?.id}` };
    },
    async close() {},
  };
}

export const createMailer = (smtpUrl: string | undefined, db: Database): Mailer =>
  smtpUrl ? smtpMailer(smtpUrl) : outboxMailer(db);
