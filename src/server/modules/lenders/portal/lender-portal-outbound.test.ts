import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { manualClock } from '#server/lib/clock.ts';
import { runPingTree } from '#server/modules/lenders/panel/ping-tree.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { fakeSecret } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { testDatabase } from '#tests/support/test-app.ts';
import { outboundSecretsFor, rotateSecret } from '../directory/lender-secrets.ts';

// Decision 081: after a lender rotates its secret in the portal, the ping tree keeps signing with
// the previous one for the 24 hours of the overlap, then with the new one.
const handle = await testDatabase();
const cipher = createFieldCipher(randomBytes(32).toString('hex'));
const X = `out-${Math.random().toString(36).slice(2, 8)}`;
// This fake lender only ever knows the panel's (previous) secret: it never deploys the new one.
const fake = await startFakeLenders([{ id: X, price: 20 }]);
afterAll(() => fake.close());
const rotatedAt = new Date('2031-08-01T10:00:00Z');
await rotateSecret(handle.db, cipher, { lender: { id: X, secret: fakeSecret(X) }, lenderUserId: null, now: rotatedAt });

const runAt = async (at: Date) => {
  const clock = manualClock(at);
  const deps = { db: handle.db, config: fake.config(), clock, outboundSecrets: outboundSecretsFor(handle.db, cipher) };
  return runPingTree(deps, await createApplication(handle.db), 'primary');
};

describe('outbound signing after a rotation', () => {
  it('signs with the previous secret during the overlap: the lender still answers', async () => {
    expect(await runAt(new Date(rotatedAt.getTime() + 23 * 3_600_000))).toMatchObject({ apiStatus: 'sold' });
    expect(fake.stats.get(X)!.badSignatures).toBe(0);
  });

  it('signs with the new secret from the end of the overlap', async () => {
    const outcome = await runAt(new Date(rotatedAt.getTime() + 24 * 3_600_000));
    expect(outcome.apiStatus).not.toBe('sold');
    expect(fake.stats.get(X)!.badSignatures).toBe(1);
  });
});
