import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { loanApplications } from '#server/db/schema/index.ts';
import { createTestApp, uniqueEmail } from '../../../../tests/support/test-app.ts';

type Received = { to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let app: App;

/** Undoes quoted-printable soft line breaks and escapes enough to read links and text. */
const decodeQp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ({ app } = await createTestApp({ siteRoot: null, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://loans.example.co.uk' } }));
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('remarketing email over SMTP', () => {
  it('delivers a branded email with tracked links, an open pixel and one-click unsubscribe headers', async () => {
    const email = uniqueEmail('smtp');
    await app.db.insert(loanApplications).values({
      sessionId: randomUUID(),
      status: 'processing',
      firstName: '<b>Zoë</b>',
      lastName: 'Secretsurname',
      email,
      consentCreditCheck: true,
      consentRemarketingEmail: true,
      updatedAt: new Date(Date.now() - 40 * 60_000),
    });
    await app.remarketing.runOnce(new Date());
    const message = received.find((m) => m.to.includes(email));
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
