import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { createSession, destroySession, findSession, touchSession } from '#server/lib/sessions.ts';
import { ADMIN_ABSOLUTE_MS, ADMIN_IDLE_MS } from '#server/modules/auth/index.ts';
import { findLenderUserById } from './lender-users.repository.ts';

/**
 * A lender user's session (decision 080): the admin's lifetimes (30 minutes idle, 12 hours in
 * all), its own cookie, and the lender it belongs to, fixed at sign-in: every portal route reads
 * the lender from here, never from the request.
 */
export type LenderSession = {
  sessionId: string;
  lenderUserId: string;
  lenderId: string;
  email: string;
  /** Signed in by password alone, before TOTP enrolment: only the enrolment calls. */
  enrolmentOnly: boolean;
  authAt: Date;
};

type SessionData = {
  lenderUserId: string;
  lenderId: string;
  email: string;
  stage: 'enrolment' | 'full';
  authAt: string;
};

export const lenderCookieName = (prefix: string): string => `${prefix}lender_sid`;

/**
 * Checked at every request (decision 099): a user disabled (in the back office or by hand in the
 * database), deleted or moved to another lender loses the session at its next call.
 */
async function stillAllowed(db: Database, data: Partial<SessionData>): Promise<boolean> {
  const user = await findLenderUserById(db, data.lenderUserId ?? '');
  return Boolean(user && !user.disabledAt && user.lenderId === data.lenderId);
}

export async function loadLenderSession(db: Database, token: string | undefined, now: Date) {
  if (!token) return null;
  const row = await findSession(db, token, 'lender', now);
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime() >= ADMIN_IDLE_MS;
  const tooOld = now.getTime() - row.createdAt.getTime() >= ADMIN_ABSOLUTE_MS;
  const data = row.data as Partial<SessionData>;
  if (idle || tooOld || !data.lenderUserId || !data.lenderId || !data.email || !(await stillAllowed(db, data))) {
    await destroySession(db, row.id);
    return null;
  }
  const expiresAt = new Date(Math.min(now.getTime() + ADMIN_IDLE_MS, row.createdAt.getTime() + ADMIN_ABSOLUTE_MS));
  await touchSession(db, row.id, now, expiresAt);
  return {
    sessionId: row.id,
    lenderUserId: data.lenderUserId,
    lenderId: data.lenderId,
    email: data.email,
    enrolmentOnly: data.stage !== 'full',
    authAt: new Date(data.authAt ?? 0),
  } satisfies LenderSession;
}

type CookieOptions = { now: Date; prefix: string; secure: boolean };

/** A fresh session (sign-in, or enrolment confirmed); the browser's previous one ends (no fixation). */
export async function startLenderSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  input: CookieOptions & { user: { id: string; lenderId: string; email: string }; enrolmentOnly: boolean },
): Promise<LenderSession> {
  const name = lenderCookieName(input.prefix);
  const previous = await findSession(db, request.cookies[name] ?? '', 'lender', input.now);
  if (previous) await destroySession(db, previous.id);
  const data: SessionData = {
    lenderUserId: input.user.id,
    lenderId: input.user.lenderId,
    email: input.user.email,
    stage: input.enrolmentOnly ? 'enrolment' : 'full',
    authAt: input.now.toISOString(),
  };
  const { token, session } = await createSession(db, { kind: 'lender', now: input.now, ttlMs: ADMIN_IDLE_MS, data });
  reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: input.secure });
  return {
    sessionId: session.id,
    lenderUserId: data.lenderUserId,
    lenderId: data.lenderId,
    email: data.email,
    enrolmentOnly: input.enrolmentOnly,
    authAt: input.now,
  };
}

export async function endLenderSession(db: Database, request: FastifyRequest, reply: FastifyReply, o: CookieOptions) {
  const name = lenderCookieName(o.prefix);
  const row = await findSession(db, request.cookies[name] ?? '', 'lender', o.now);
  if (row) await destroySession(db, row.id);
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'strict', secure: o.secure });
}
