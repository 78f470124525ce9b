import type { Env } from '#server/env.ts';
import { RESUBMIT_LINK_TTL_MS, resubmitPagePath, verifyResubmitSignature } from '#server/lib/resubmit-link.ts';

export { RESUBMIT_LINK_TTL_MS };

/**
 * `/apply/resubmit?sessionId=..&expires=..&sig=..` for an application's public id, valid `ttlMs`
 * from `now` (contract: sig = hex HMAC-SHA256 with SESSION_SECRET over `sessionId.expires`).
 * Relative: prefix env.PUBLIC_URL for emails and SMS.
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
