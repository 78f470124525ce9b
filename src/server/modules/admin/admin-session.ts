import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { createSession, destroySession, findSession, touchSession } from '#server/lib/sessions.ts';

/** ASVS 3.3: idle timeout 30 minutes, absolute lifetime 12 hours. */
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
export const ADMIN_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export type AdminSession = { sessionId: string; adminUserId: string };

export const adminCookieName = (prefix: string): string => `${prefix}admin_sid`;

const expiryFor = (createdAt: Date, now: Date): Date =>
  new Date(Math.min(now.getTime() + ADMIN_IDLE_MS, createdAt.getTime() + ADMIN_ABSOLUTE_MS));

/** The admin session behind a cookie token; an idle or too old session is destroyed. */
export async function loadAdminSession(db: Database, token: string | undefined, now: Date): Promise<AdminSession | null> {
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
  return { sessionId: row.id, adminUserId: row.adminUserId };
}

/** A fresh session for a successful login; the session the browser had before is ended (no fixation). */
export async function startAdminSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { adminUserId: string; now: Date; prefix: string; secure: boolean },
): Promise<void> {
  const name = adminCookieName(input.prefix);
  const previous = await findSession(db, request.cookies[name] ?? '', 'admin', input.now);
  if (previous) await destroySession(db, previous.id);
  const { token } = await createSession(db, { kind: 'admin', now: input.now, ttlMs: ADMIN_IDLE_MS, adminUserId: input.adminUserId });
  reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: input.secure });
}

export async function endAdminSession(db: Database, request: FastifyRequest, reply: FastifyReply, input: { now: Date; prefix: string; secure: boolean }): Promise<void> {
  const name = adminCookieName(input.prefix);
  const token = request.cookies[name];
  const row = token ? await findSession(db, token, 'admin', input.now) : null;
  if (row) await destroySession(db, row.id);
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'strict', secure: input.secure });
}
