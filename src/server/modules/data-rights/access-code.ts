import { randomInt } from 'node:crypto';
import { deriveSecret, hmacHex, safeEqual, sha256Hex, randomToken } from '#server/lib/crypto.ts';

/** How long a code sent by email works, wrong tries allowed against one code, codes per request. */
export const CODE_TTL_MS = 15 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODES_PER_REQUEST = 5;
/** New access requests (each with its codes) one application may open in 24 hours. */
export const ACCESS_REQUESTS_PER_DAY = 3;
/** How long the download links shown after the code work. */
export const DOWNLOAD_TTL_MS = 60 * 60 * 1000;

/** Six digits, uniformly drawn. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The stored form of a code: an HMAC keyed from SESSION_SECRET and bound to its request, so a
 * copy of the table alone cannot be searched through the million possible codes.
 */
export const codeHashOf = (sessionSecret: string, requestId: string, code: string): string =>
  hmacHex(deriveSecret(sessionSecret, 'data-request-codes'), `${requestId}:${code}`);

export function codeMatches(sessionSecret: string, requestId: string, code: string, stored: string): boolean {
  return /^\d{6}$/.test(code) && safeEqual(codeHashOf(sessionSecret, requestId, code), stored);
}

/** A download token (shown once, in the links) and the hash kept of it. */
export function newDownloadToken(): { token: string; hash: string } {
  const token = randomToken(24);
  return { token, hash: sha256Hex(token) };
}

export const tokenMatches = (token: string, stored: string | null): boolean =>
  Boolean(stored) && /^[A-Za-z0-9_-]{20,64}$/.test(token) && safeEqual(sha256Hex(token), stored!);
