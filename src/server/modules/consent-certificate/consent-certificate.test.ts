import { createHash, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { consentRecords, loanApplications } from '#server/db/schema/index.ts';
import { leadReferenceFor } from '#server/modules/lenders/ledger/ledger.ts';
import { signedCall, type SignedCall } from '#server/modules/lenders/inbound/inbound.fixtures.ts';
import { CONSENT_WORDING_VERSION } from '#shared/application/steps.ts';
import {
  COMMISSION_NOTICE_VERSION,
  creditSearchConsent,
  plainTextOf,
  PRIVACY_NOTICE_VERSION,
  privacyNotice,
} from '#shared/application/consent-texts.ts';
import { BROWSER_USER_AGENT, CONSENT, visitorAt } from '#tests/support/applications.ts';
import { fakeSecret, type FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { checkCertificate } from './certificate-check.ts';
import type { ConsentCertificate } from './certificate.ts';

// Issue 43 item 2 (decision 138): the post carries consentCertificateUrl; the lender it was posted
// to fetches the certificate with its signed GET and verifies it offline with the key published at
// /.well-known/broker-keys.json; a stored field changed afterwards fails verification; anyone else
// (another lender, unsigned, replayed, unknown reference, an erased application) gets 404.
const s = Math.random().toString(36).slice(2, 8);
const lenders: FakeLender[] = [
  { id: `buys-${s}`, price: 40 },
  { id: `outbid-${s}`, price: 30 },
];
const [buyer, outbid] = lenders.map((l) => l.id) as [string, string];
const fakes = await startFakeLenders(lenders);
afterAll(() => fakes.close());
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'panel-')), 'panel.json');
writeFileSync(file, JSON.stringify(fakes.config()));
// No site: consent through the JSON API (the screen's own record is consent-screen.test.ts's).
const { app, db, clock } = await createTestApp({
  siteRoot: null,
  env: { LENDER_PANEL: file },
  lenderPanelWaitMs: 10_000,
});

type Certificate = Record<string, unknown> & { kid: string; reference: string };
type Answer = { certificate: Certificate; signature: string };

/** Verifies as a lender or auditor does, with node:crypto and the published list only. */
async function verifies(answer: Answer): Promise<boolean> {
  const list = await app.inject({ method: 'GET', url: '/.well-known/broker-keys.json' });
  expect(list.statusCode).toBe(200);
  const keys = list.json().keys as { kid: string; alg: string; publicKey: string }[];
  const key = keys.find((k) => k.kid === answer.certificate.kid);
  expect(key?.alg).toBe('Ed25519');
  const x = Buffer.from(key!.publicKey, 'base64');
  expect(x).toHaveLength(32);
  const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: x.toString('base64url') }, format: 'jwk' });
  return verify(
    null,
    Buffer.from(JSON.stringify(answer.certificate), 'utf8'),
    publicKey,
    Buffer.from(answer.signature, 'base64'),
  );
}

const fetchAs = (lender: string, reference: string, extra: Partial<SignedCall> = {}) =>
  signedCall(app, clock.now(), {
    url: `/api/lenders/v1/consent-certificates/${reference}`,
    lender,
    secret: fakeSecret(lender),
    ...extra,
  });

/** An applicant who ticked the box (through the JSON API, 90 s after its steps) and was sold to the buyer. */
async function soldApplicant() {
  const v = await visitorAt(app, 6);
  const before = clock.now();
  clock.advance(90_000);
  expect((await v.post('/api/application/submit', CONSENT)).status).toBe(200);
  const sold = await v.post('/api/application/submit');
  expect(JSON.parse(sold.body)).toMatchObject({ status: 'sold' });
  const { sessionId } = JSON.parse((await v.call('GET', '/api/application')).body) as { sessionId: string };
  const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.sessionId, sessionId));
  return { v, tickedAt: new Date(before.getTime() + 90_000), row: row! };
}

// Two panel sales each: slower than the default 20 s on a loaded machine.
describe('the consent certificate', () => {
  it('comes with the post, answers the lender it was posted to, and verifies with the published key', async () => {
    const { v, tickedAt, row } = await soldApplicant();
    const reference = leadReferenceFor(row.id, buyer);
    const posted = fakes.stats.get(buyer)!.postLeads.at(-1) as { consentCertificateUrl: string };
    expect(posted.consentCertificateUrl).toBe(`http://localhost:3000/api/lenders/v1/consent-certificates/${reference}`);

    const answer = await fetchAs(buyer, reference);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store, private');
    const body = answer.json() as Answer;
    expect(await verifies(body)).toBe(true);
    const c = body.certificate as unknown as ConsentCertificate;
    expect(c).toMatchObject({ format: 'consent-certificate/1', reference, screen: '/apply/consent' });
    const ticked = tickedAt.toISOString();
    // Consent through the JSON API: the texts as of the tick, no time shown on record.
    expect(c.creditSearchConsent).toMatchObject({ version: CONSENT_WORDING_VERSION, shownAt: null, tickedAt: ticked });
    expect(c.creditSearchConsent.text).toBe(plainTextOf(creditSearchConsent()));
    expect(c.creditSearchConsent.text).toContain('I have read the Terms and Conditions and the Privacy Policy.');
    expect(c.commissionNotice).toMatchObject({ version: COMMISSION_NOTICE_VERSION, shownAt: null, tickedAt: null });
    expect(c.commissionNotice.text).toContain('A lender pays us a commission');
    expect(c.privacyNotice).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      text: plainTextOf(privacyNotice()),
      shownAt: null,
      tickedAt: ticked,
    });
    // The SECCI document for this loan on that day, byte for byte.
    const secci = await v.call('GET', '/api/secci-download');
    expect(c.secci).toEqual({ sha256: createHash('sha256').update(secci.rawPayload).digest('hex'), shownAt: null });
    // The address and user agent as salted hashes, never the values.
    expect(c.ipAddressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(c.userAgentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(c)).not.toContain(v.ip);
    expect(JSON.stringify(c)).not.toContain(BROWSER_USER_AGENT);
    expect(c.userAgentHash).not.toBe(createHash('sha256').update(BROWSER_USER_AGENT).digest('hex'));

    // One stored field changed: the certificate answered no longer verifies.
    await db.db
      .update(consentRecords)
      .set({ tickedAt: new Date(tickedAt.getTime() - 1_000) })
      .where(eq(consentRecords.applicationId, row.id));
    const changed = (await fetchAs(buyer, reference)).json() as Answer;
    expect((changed.certificate as unknown as ConsentCertificate).creditSearchConsent.tickedAt).toBe(
      new Date(tickedAt.getTime() - 1_000).toISOString(),
    );
    expect(await verifies(changed)).toBe(false);
  }, 60_000);

  it('answers 404 to anyone else: another lender, unsigned, replayed, unknown, erased', async () => {
    const { row } = await soldApplicant();
    const reference = leadReferenceFor(row.id, buyer);
    const url = `/api/lenders/v1/consent-certificates/${reference}`;
    const notFound = { message: 'No consent certificate with this reference was issued to you' };

    // The lender that was pinged but never posted, with its own valid signature, for the buyer's reference and its own.
    for (const ref of [reference, leadReferenceFor(row.id, outbid)]) {
      const other = await fetchAs(outbid, ref);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject(notFound);
    }
    const unsigned = await app.inject({ method: 'GET', url, headers: { 'x-lender-id': buyer } });
    expect(unsigned.statusCode).toBe(404);
    expect(unsigned.json()).toMatchObject(notFound);
    expect((await fetchAs(buyer, reference, { secret: `${fakeSecret(buyer)}-wrong` })).statusCode).toBe(404);
    expect((await fetchAs(buyer, '0'.repeat(40))).statusCode).toBe(404);

    // A signed call is good once: the same timestamp and signature again is a 404.
    const timestamp = clock.now().getTime() - 7;
    expect((await fetchAs(buyer, reference, { timestamp })).statusCode).toBe(200);
    const replayed = await fetchAs(buyer, reference, { timestamp });
    expect(replayed.statusCode).toBe(404);

    // npm run lender:check -- --inbound … --certificate <reference>: passes as the buyer, not with a wrong secret.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const now = () => clock.now().getTime() - 3;
    const passed = await checkCertificate({
      baseUrl: base,
      lenderId: buyer,
      secret: fakeSecret(buyer),
      reference,
      now,
    });
    expect(passed.filter((r) => !r.ok)).toEqual([]);
    expect(passed).toHaveLength(6);
    const wrong = await checkCertificate({
      baseUrl: base,
      lenderId: buyer,
      secret: 'not-the-secret-0123456789',
      reference,
      now,
    });
    expect(wrong.filter((r) => !r.ok).map((r) => r.name)).toEqual([expect.stringContaining('a signed GET')]);

    await db.db.update(loanApplications).set({ erasedAt: clock.now() }).where(eq(loanApplications.id, row.id));
    expect((await fetchAs(buyer, reference)).statusCode).toBe(404);
  }, 60_000);
});
