import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import type { RecordRow } from '#server/modules/applicant-record/index.ts';
import {
  ACCESS_REQUESTS_PER_DAY,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  CODES_PER_REQUEST,
  DOWNLOAD_TTL_MS,
  codeHashOf,
  codeMatches,
  newCode,
  newDownloadToken,
} from './access-code.ts';
import { accessCodeEmail } from './data-rights.messages.ts';
import {
  countAccessSince,
  countTry,
  createRequest,
  findUnverifiedAccess,
  markVerified,
  storeCode,
} from './data-requests.repository.ts';

export type AccessDeps = { db: Database; mailer: Mailer; sessionSecret: string; log: FastifyBaseLogger };

export type CodeSent =
  { ok: true; reference: string } | { ok: false; reason: 'no-email' | 'too-many-codes' | 'not-sent' };

/**
 * Sends a one-time code to the application's email for a copy of its data. The open access
 * request is reused (its clock keeps running from the first ask); each send replaces the code in
 * force, up to CODES_PER_REQUEST codes.
 */
export async function sendAccessCode(deps: AccessDeps, row: RecordRow, now: Date): Promise<CodeSent> {
  if (!row.email || row.erasedAt) return { ok: false, reason: 'no-email' };
  let request = await findUnverifiedAccess(deps.db, row.id);
  if (!request) {
    // At most ACCESS_REQUESTS_PER_DAY new copies a day: the link must not become a way to flood a mailbox.
    const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    if ((await countAccessSince(deps.db, row.id, since)) >= ACCESS_REQUESTS_PER_DAY)
      return { ok: false, reason: 'too-many-codes' };
    request = await createRequest(deps.db, row.id, 'access', now);
  }
  if (request.codesSent >= CODES_PER_REQUEST) return { ok: false, reason: 'too-many-codes' };
  const code = newCode();
  await storeCode(
    deps.db,
    request.id,
    codeHashOf(deps.sessionSecret, request.id, code),
    new Date(now.getTime() + CODE_TTL_MS),
  );
  try {
    await deps.mailer.send({
      ...accessCodeEmail(row.email, row.firstName, code, request.reference, CODE_TTL_MS / 60_000),
      applicationId: row.id,
    });
  } catch (error) {
    // The code only: a mail client's error can carry the recipient.
    deps.log.error(
      { dataRequest: request.reference, code: (error as { code?: string }).code },
      'access code email failed',
    );
    return { ok: false, reason: 'not-sent' };
  }
  return { ok: true, reference: request.reference };
}

export type CodeChecked =
  | { ok: true; token: string; reference: string }
  | { ok: false; reason: 'none' | 'expired' | 'locked' | 'wrong'; attemptsLeft: number };

/** Checks a code against the request in force: right once, within its time and its tries. */
export async function checkAccessCode(deps: AccessDeps, row: RecordRow, code: string, now: Date): Promise<CodeChecked> {
  const request = await findUnverifiedAccess(deps.db, row.id);
  if (!request?.codeHash || !request.codeExpiresAt) return { ok: false, reason: 'none', attemptsLeft: 0 };
  if (request.codeExpiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', attemptsLeft: 0 };
  // Every try is counted before the code is compared: parallel guesses cannot exceed the limit.
  const attempts = await countTry(deps.db, request.id, CODE_MAX_ATTEMPTS);
  if (attempts === null) return { ok: false, reason: 'locked', attemptsLeft: 0 };
  if (!codeMatches(deps.sessionSecret, request.id, code.trim(), request.codeHash)) {
    const attemptsLeft = CODE_MAX_ATTEMPTS - attempts;
    return { ok: false, reason: attemptsLeft ? 'wrong' : 'locked', attemptsLeft };
  }
  const { token, hash } = newDownloadToken();
  await markVerified(deps.db, request.id, hash, new Date(now.getTime() + DOWNLOAD_TTL_MS), now);
  return { ok: true, token, reference: request.reference };
}
