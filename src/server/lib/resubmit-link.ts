import type { Env } from '#server/env.ts';
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

/**
 * `/apply/resubmit?sessionId=..&expires=..&sig=..` for an application's public id, valid `ttlMs`
 * from `now`. Relative: prefix env.PUBLIC_URL for emails and SMS.
 */
export function createResubmitLink(
  env: Pick<Env, 'SESSION_SECRET'>,
  sessionId: string,
  now: Date,
  ttlMs = RESUBMIT_LINK_TTL_MS,
): string {
  return resubmitPagePath(env.SESSION_SECRET, sessionId, now, ttlMs);
}

export type LinkCheck = { ok: true } | { ok: false; reason: 'expired' | 'bad-signature' };

/** Expiry first (contract), then the signature. */
export function checkResubmitLink(
  env: Pick<Env, 'SESSION_SECRET'>,
  input: { sessionId: string; expires: number; sig: string; now: Date },
): LinkCheck {
  if (!(input.expires > input.now.getTime())) return { ok: false, reason: 'expired' };
  if (!verifyResubmitSignature(env.SESSION_SECRET, input.sessionId, input.expires, input.sig))
    return { ok: false, reason: 'bad-signature' };
  return { ok: true };
}
