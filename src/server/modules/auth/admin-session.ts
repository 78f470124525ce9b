import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createSession, destroySession, findSession, touchSession } from '#server/lib/sessions.ts';
import { REAUTH_REQUIRED } from '#shared/admin/auth-messages.ts';

/** ASVS 3.3: idle timeout 30 minutes, absolute lifetime 12 hours. */
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
export const ADMIN_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Sensitive changes need the password (and code) entered within this window (decision 010). */
export const RECENT_AUTH_MS = 5 * 60 * 1000;

/**
 * `enrolmentOnly`: signed in by password alone, before TOTP enrolment; the guard lets such a
 * session reach only the enrolment calls. `authAt`: when the credentials were last entered.
 */
export type AdminSession = { sessionId: string; adminUserId: string; enrolmentOnly: boolean; authAt: Date | null };

type SessionData = { stage?: 'enrolment' | 'full'; authAt?: string };

export const adminCookieName = (prefix: string): string => `${prefix}admin_sid`;

const expiryFor = (createdAt: Date, now: Date): Date =>
  new Date(Math.min(now.getTime() + ADMIN_IDLE_MS, createdAt.getTime() + ADMIN_ABSOLUTE_MS));

/** The admin session behind a cookie token; an idle or too old session is destroyed. */
export async function loadAdminSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<AdminSession | null> {
  if (!token) return null;
  const row = await findSession(db, token, 'admin', now);
  if (!row?.adminUserId) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime() >= ADMIN_IDLE_MS;
  const tooOld = now.getTime() - row.createdAt.getTime() >= ADMIN_ABSOLUTE_MS;
  if (idle || tooOld) {
    await destroySession(db, row.id);
    return null;
  }
  await touchSession(db, row.id, now, expiryFor(row.createdAt, now));
  const data = row.data as SessionData;
  return {
    sessionId: row.id,
    adminUserId: row.adminUserId,
    // Only an explicit full stage is full: a row without one never opens the back office.
    enrolmentOnly: data.stage !== 'full',
    authAt: data.authAt ? new Date(data.authAt) : null,
  };
}

/**
 * A fresh session (successful login, or enrolment confirmed); the browser's previous session is
 * ended (no fixation).
 */
export async function startAdminSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    adminUserId: string;
    now: Date;
    prefix: string;
    secure: boolean;
    enrolmentOnly: boolean;
    authAt: Date | null;
  },
): Promise<void> {
  const name = adminCookieName(input.prefix);
  const previous = await findSession(db, request.cookies[name] ?? '', 'admin', input.now);
  if (previous) await destroySession(db, previous.id);
  const data: SessionData = {
    stage: input.enrolmentOnly ? 'enrolment' : 'full',
    ...(input.authAt ? { authAt: input.authAt.toISOString() } : {}),
  };
  const { token } = await createSession(db, {
    kind: 'admin',
    now: input.now,
    ttlMs: ADMIN_IDLE_MS,
    adminUserId: input.adminUserId,
    data,
  });
  reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: input.secure });
}

export async function endAdminSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { now: Date; prefix: string; secure: boolean },
): Promise<void> {
  const name = adminCookieName(input.prefix);
  const token = request.cookies[name];
  const row = token ? await findSession(db, token, 'admin', input.now) : null;
  if (row) await destroySession(db, row.id);
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'strict', secure: input.secure });
}

/** Records that the admin of this (full) session has just entered password and code again. */
export async function markReauthenticated(db: Database, sessionId: string, now: Date): Promise<void> {
  const data: SessionData = { stage: 'full', authAt: now.toISOString() };
  await db
    .update(sessions)
    .set({ data })
    .where(and(eq(sessions.id, sessionId), eq(sessions.kind, 'admin')));
}

/** Ends every session of an admin, except `keepSessionId` when given. */
export async function endSessionsOf(db: Database, adminUserId: string, keepSessionId?: string): Promise<void> {
  const mine = and(eq(sessions.kind, 'admin'), eq(sessions.adminUserId, adminUserId));
  await db.delete(sessions).where(keepSessionId ? and(mine, ne(sessions.id, keepSessionId)) : mine);
}

/** Refuses a sensitive change unless the credentials were entered within RECENT_AUTH_MS. */
export function requireRecentAuth(session: AdminSession | null, now: Date): AdminSession {
  if (!session) throw new AppError('UNAUTHORIZED', 'Authentication required');
  if (!session.authAt || now.getTime() - session.authAt.getTime() > RECENT_AUTH_MS) {
    throw new AppError('FORBIDDEN', REAUTH_REQUIRED);
  }
  return session;
}
