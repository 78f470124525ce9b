import fp from 'fastify-plugin';
import type { Env } from '#server/env.ts';
import type { Clock } from '#server/lib/clock.ts';
import { recordPath } from '#server/lib/record-link.ts';
import { createMailer } from '#server/modules/messaging/index.ts';
import { findRecord } from './applicant-record.repository.ts';
import { confirmationEmail } from './confirmation-email.ts';

declare module 'fastify' {
  interface FastifyInstance {
    applicantRecord: {
      /** Absolute signed URL of the applicant's record page. */
      urlFor(publicId: string): string;
      /** The confirmation email with the record link; a send failure is logged, never thrown. */
      sendConfirmation(publicId: string): Promise<void>;
    };
  }
}

/** The applicant's own record: its signed page, its link, and the confirmation email carrying it. */
export const applicantRecordPlugin = fp<{ env: Env; clock: Clock }>(
  async (app, { env }) => {
    const mailer = createMailer(env.SMTP_URL, app.db);
    const urlFor = (publicId: string) => `${env.PUBLIC_URL}${recordPath(env.SESSION_SECRET, publicId)}`;
    app.decorate('applicantRecord', {
      urlFor,
      async sendConfirmation(publicId) {
        const row = await findRecord(app.db, publicId);
        if (!row?.email) return;
        try {
          await mailer.send({
            ...confirmationEmail(row.email, row.firstName, urlFor(publicId)),
            applicationId: row.id,
          });
        } catch (error) {
          // The message only: the error of a mail client can carry the recipient.
          app.log.error(
            { applicationId: row.id, code: (error as { code?: string }).code },
            'confirmation email failed',
          );
        }
      },
    });
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'applicant-record', dependencies: ['db'] },
);
