import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { decodeQp, startSmtpCapture } from '#tests/support/smtp-capture.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let app: App;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ({ app } = await createTestApp({
    siteRoot: null,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://loans.example.co.uk' },
  }));
});
afterAll(() => smtp.close());

describe('remarketing email over SMTP', () => {
  it('delivers a branded email with tracked links, an open pixel and one-click unsubscribe headers', async () => {
    const email = uniqueEmail('smtp');
    await insertApplication(app.db, {
      status: 'processing',
      firstName: '<b>Zoë</b>',
      lastName: 'Secretsurname',
      email,
      consentCreditCheck: true,
      consentRemarketingEmail: true,
      updatedAt: new Date(Date.now() - 40 * 60_000),
    });
    await app.remarketing.runOnce(new Date());
    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    const raw = decodeQp(message!.raw).replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^Subject:\s*Your loan application is waiting/m);
    expect(raw).toMatch(/^List-Unsubscribe:\s*<https:\/\/loans\.example\.co\.uk\/unsubscribe\/[0-9a-f]{64}>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/m);
    expect(raw).toMatch(/https:\/\/loans\.example\.co\.uk\/r\/[0-9a-f]{64}/);
    expect(raw).toMatch(/https:\/\/loans\.example\.co\.uk\/api\/remarketing\/open\/[0-9a-f]{64}\.gif/);
    expect(raw).toContain('credit broker, not a lender');
    expect(raw).toContain('&lt;b&gt;Zo');
    expect(raw).not.toContain('Secretsurname');
  });
});
