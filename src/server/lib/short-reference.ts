import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `prefix`, a dash and 8 Crockford base32 characters (40 random bits): short to read out on the
 * phone, no letters to confuse (no I, L, O, U), nothing to guess from. Unique indexes catch the
 * rare collision.
 */
export function shortReference(prefix: string): string {
  let bits = 0n;
  for (const byte of randomBytes(5)) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = 0; i < 8; i++) out = CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)] + out;
  return `${prefix}-${out}`;
}
