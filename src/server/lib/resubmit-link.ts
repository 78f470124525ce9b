import { deriveSecret, hmacHex, KEY_PURPOSE, safeEqual } from './crypto.ts';

/** Resubmit links are valid 30 minutes (docs/product.md#constants). */
export const RESUBMIT_LINK_TTL_MS = 30 * 60 * 1000;

/**
 * Contract: hex HMAC-SHA256 over `sessionId + "." + expires` (Unix ms), keyed by the signed-links
 * key that HKDF derives from SESSION_SECRET (decision 013): never the cookie key, never the raw
 * secret. Callers pass SESSION_SECRET; the derivation stays in this one place.
 */
export const resubmitSignature = (sessionSecret: string, sessionId: string, expires: number): string =>
  hmacHex(deriveSecret(sessionSecret, KEY_PURPOSE.links), `${sessionId}.${expires}`);

export function verifyResubmitSignature(secret: string, sessionId: string, expires: number, sig: string): boolean {
  return /^[0-9a-f]{64}$/.test(sig) && safeEqual(resubmitSignature(secret, sessionId, expires), sig);
}

/** The applicant-facing resubmit page URL (relative), signed and valid from `issuedAt` for 30 minutes. */
export function resubmitPagePath(
  secret: string,
  sessionId: string,
  issuedAt: Date,
  ttlMs = RESUBMIT_LINK_TTL_MS,
): string {
  const expires = issuedAt.getTime() + ttlMs;
  const query = new URLSearchParams({
    sessionId,
    expires: String(expires),
    sig: resubmitSignature(secret, sessionId, expires),
  });
  return `/apply/resubmit?${query}`;
}
