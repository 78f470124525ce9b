import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, mask } from './crypto.ts';

describe('field encryption', () => {
  const cipher = createFieldCipher(randomBytes(32).toString('hex'));

  it('round-trips and never stores the plain text', () => {
    const sealed = cipher.encrypt('12345678');
    expect(sealed).not.toContain('12345678');
    expect(cipher.decrypt(sealed)).toBe('12345678');
    expect(cipher.encrypt('12345678')).not.toBe(sealed);
  });

  it('rejects tampered ciphertext', () => {
    const sealed = cipher.encrypt('12345678');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(tampered)).toThrow();
  });

  it('masks all but the last four characters', () => {
    expect(mask('12345678')).toBe('****5678');
    expect(mask('123456', 2)).toBe('****56');
  });
});

describe('additional authenticated data (table and column)', () => {
  const cipher = createFieldCipher(randomBytes(32).toString('hex'));

  it('a ciphertext moved to another column fails to decrypt', () => {
    const sealed = cipher.encrypt('12345678', 'loan_applications.account_number');
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(cipher.decrypt(sealed, 'loan_applications.account_number')).toBe('12345678');
    expect(() => cipher.decrypt(sealed, 'loan_applications.sort_code')).toThrow();
    expect(() => cipher.decrypt(sealed, 'admin_users.totp_secret')).toThrow();
    expect(() => cipher.decrypt(sealed)).toThrow(/bound to a column/);
  });

  it('ciphertexts written before contexts existed (v1) stay readable', () => {
    const legacy = cipher.encrypt('112233');
    expect(legacy.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(legacy, 'loan_applications.sort_code')).toBe('112233');
  });
});
