import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** Random URL-safe token (default 256 bits) for session cookies and tracking links. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmacHex = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('hex');

/**
 * A 256-bit key for one purpose derived from a master secret (HKDF-SHA256, RFC 5869), as hex.
 * Each purpose gets an unrelated key, so a value signed for one use is refused by another.
 */
export const KEY_PURPOSE = { cookies: 'cookies', links: 'signed-links' } as const;

export const deriveSecret = (master: string, purpose: string): string =>
  Buffer.from(hkdfSync('sha256', master, 'clearpath-loans', `purpose:${purpose}`, 32)).toString('hex');

/** Constant-time comparison of two hex/base64 strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * AES-256-GCM field encryption with DATA_KEY (32 bytes as hex), base64url parts joined by dots.
 * `v2.<iv>.<tag>.<ciphertext>` is bound to its place by additional authenticated data (the
 * context, `table.column`): copied into another column it no longer decrypts. `v1` (no context)
 * is what earlier versions wrote; it stays readable and is rewritten as v2 on the next save.
 */
export function createFieldCipher(keyHex: string) {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('DATA_KEY must be 32 bytes of hex');
  const encode = (parts: (string | Buffer)[]) =>
    parts.map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  return {
    /** Without a context: v1 (only for callers not yet migrated to a context). */
    encrypt(plain: string, context?: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      if (context) cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return encode([context ? 'v2' : 'v1', iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed: string, context?: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if ((version !== 'v1' && version !== 'v2') || !iv || !tag || body === undefined)
        throw new Error('unrecognised ciphertext');
      if (version === 'v2' && !context)
        throw new Error('this ciphertext is bound to a column: decrypt it with its context');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      if (version === 'v2') decipher.setAAD(Buffer.from(context!, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type FieldCipher = ReturnType<typeof createFieldCipher>;

/** Shows only the last `visible` characters: 12345678 → ****5678. */
export const mask = (value: string, visible = 4): string =>
  value.length <= visible ? '*'.repeat(value.length) : '*'.repeat(value.length - visible) + value.slice(-visible);

/**
 * A sealed column's plain text, or null when it does not open (sealed under another key, e.g.
 * restored from elsewhere): callers treat it as missing and never show the ciphertext.
 */
export function decryptOrNull(cipher: FieldCipher, sealed: string, context: string): string | null {
  try {
    return cipher.decrypt(sealed, context);
  } catch {
    return null;
  }
}

/** The masked plain text of a sealed column (last `visible` characters), or null when it does not open. */
export function maskedOrNull(cipher: FieldCipher, sealed: string, context: string, visible = 4): string | null {
  const plain = decryptOrNull(cipher, sealed, context);
  return plain === null ? null : mask(plain, visible);
}
