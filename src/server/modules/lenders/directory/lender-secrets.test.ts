import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { testDatabase } from '#tests/support/test-app.ts';
import {
  acceptedSecrets,
  outboundSecret,
  outboundSecretsFor,
  rotateSecret,
  SECRET_OVERLAP_MS,
  secretsOf,
} from './lender-secrets.ts';

// Decisions 081 and 098: an empty secret is never a secret; a lender's first secret applies at once
// in both directions; a later one overlaps the one it replaces for 24 hours.
const handle = await testDatabase();
const db = handle.db;
const cipher = createFieldCipher(randomBytes(32).toString('hex'));
const s = Math.random().toString(36).slice(2, 8);
const HOUR = 3_600_000;
const t0 = new Date('2031-09-01T10:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const issue = async (lender: { id: string; secret: string }, hours: number) =>
  (await rotateSecret(db, cipher, { lender, lenderUserId: null, now: at(hours) })).secret;
const state = async (lender: { id: string; secret: string }, hours: number) => ({
  accepted: await acceptedSecrets(db, cipher, lender, at(hours)),
  outbound: await outboundSecret(db, cipher, lender, at(hours)),
  previousUntil: (await secretsOf(db, cipher, lender, at(hours))).previousUntil,
});

describe('a lender without a secret (made in the back office)', () => {
  const lender = { id: `none-${s}`, secret: '' };

  it('has none: nothing is accepted and nothing signs', async () => {
    expect(await state(lender, 0)).toEqual({ accepted: [], outbound: null, previousUntil: null });
    expect(await outboundSecretsFor(db, cipher)([lender], at(0))).toEqual(new Map());
  });

  it('uses its first secret at once in both directions, with no overlap with the empty one', async () => {
    const first = await issue(lender, 1);
    expect(await state(lender, 1)).toEqual({ accepted: [first], outbound: first, previousUntil: null });
    expect((await outboundSecretsFor(db, cipher)([lender], at(1))).get(lender.id)).toBe(first);
  });

  it('keeps the 24-hour overlap for its second secret, then only the new one', async () => {
    const [first] = await acceptedSecrets(db, cipher, lender, at(2));
    const second = await issue(lender, 2);
    expect(await state(lender, 2)).toEqual({
      accepted: [second, first],
      outbound: first,
      previousUntil: new Date(at(2).getTime() + SECRET_OVERLAP_MS),
    });
    expect(await state(lender, 25.99)).toMatchObject({ accepted: [second, first], outbound: first });
    expect(await state(lender, 26)).toEqual({ accepted: [second], outbound: second, previousUntil: null });
  });
});

describe('a lender with a secret in the panel file', () => {
  const lender = { id: `file-${s}`, secret: `file-secret-${s}-0123456789` };

  it('overlaps its first stored secret with the file’s for 24 hours, as before', async () => {
    expect(await state(lender, 0)).toEqual({ accepted: [lender.secret], outbound: lender.secret, previousUntil: null });
    const rotated = await issue(lender, 0);
    expect(await state(lender, 1)).toMatchObject({ accepted: [rotated, lender.secret], outbound: lender.secret });
    expect(await state(lender, 24)).toMatchObject({ accepted: [rotated], outbound: rotated });
  });
});

describe('a second rotation inside the overlap (decision 118)', () => {
  const lender = { id: `twice-${s}`, secret: `twice-secret-${s}-0123456789` };

  it('replaces only the pending secret: the deployed one stays in use till the first overlap ends', async () => {
    const first = await issue(lender, 0);
    const second = await issue(lender, 1);
    const firstEnd = new Date(at(0).getTime() + SECRET_OVERLAP_MS);
    // The intermediate secret stops at once; the lender's deployed (file) secret does not.
    expect(await state(lender, 1)).toEqual({
      accepted: [second, lender.secret],
      outbound: lender.secret,
      previousUntil: firstEnd,
    });
    expect((await acceptedSecrets(db, cipher, lender, at(1))).includes(first)).toBe(false);
    expect((await outboundSecretsFor(db, cipher)([lender], at(23.99))).get(lender.id)).toBe(lender.secret);
    expect(await state(lender, 24)).toEqual({ accepted: [second], outbound: second, previousUntil: null });
  });

  it('opens a new overlap for a rotation after the first one ended', async () => {
    const [second] = await acceptedSecrets(db, cipher, lender, at(25));
    const third = await issue(lender, 25);
    expect(await state(lender, 25)).toEqual({
      accepted: [third, second],
      outbound: second,
      previousUntil: new Date(at(25).getTime() + SECRET_OVERLAP_MS),
    });
  });
});
