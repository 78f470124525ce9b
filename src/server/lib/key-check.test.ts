import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '#tests/support/test-app.ts';
import { createFieldCipher } from './crypto.ts';
import { KeyCheckError, verifyKey } from './key-check.ts';

const { db } = await testDatabase();
const key = () => randomBytes(32).toString('hex');
/** Each test its own key name: the PostgreSQL test database outlives a run. */
const uniqueName = () => `TEST_KEY_${randomBytes(4).toString('hex')}`;
const now = new Date();

describe('key check value at boot', () => {
  it('records the first key and stops a later boot with another key, naming the variable', async () => {
    const name = uniqueName();
    const right = key();
    expect(await verifyKey(db, { name, keyHex: right, now, witness: async () => null })).toBe('recorded');
    expect(await verifyKey(db, { name, keyHex: right, now })).toBe('matched');
    const wrong = verifyKey(db, { name, keyHex: key(), now });
    await expect(wrong).rejects.toThrow(KeyCheckError);
    await expect(verifyKey(db, { name, keyHex: key(), now })).rejects.toThrow(
      new RegExp(`^${name} is not the key the data in this database was encrypted with`),
    );
  });

  it('with data stored before key checks existed, a wrong key stops the boot and nothing is recorded', async () => {
    const name = uniqueName();
    const original = key();
    const witness = async () => ({
      sealed: createFieldCipher(original).encrypt('12345678', 'loan_applications.account_number'),
      context: 'loan_applications.account_number',
    });
    await expect(verifyKey(db, { name, keyHex: key(), now, witness })).rejects.toThrow(/cannot be read/);
    expect(await verifyKey(db, { name, keyHex: original, now, witness })).toBe('recorded');
  });
});
