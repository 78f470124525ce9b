import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { MESSAGES_PAGE_SIZE } from '#shared/admin/messages-schemas.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { findOutboxMessage, insertOptOut, listOptOuts, listOutbox } from './admin-messages.repository.ts';

const paging = (page: number, total: number) => ({ page, pageSize: MESSAGES_PAGE_SIZE, total });

/** One page of the outbox, newest first, without the HTML bodies. */
export async function outboxPage(db: Database, channel: 'all' | 'email' | 'sms', page: number) {
  const { rows, total } = await listOutbox(db, channel, page);
  return { items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })), paging: paging(page, total) };
}

/** One message as sent, HTML body and headers included; 404 when unknown. */
export async function outboxMessage(db: Database, id: number) {
  const row = await findOutboxMessage(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  return { ...row, headers: row.headers ?? {}, createdAt: row.createdAt.toISOString() };
}

/** One page of the opt-out register; `q` (when not empty) matches email or phone. */
export async function optOutsPage(db: Database, q: string | undefined, page: number) {
  const { rows, total } = await listOptOuts(db, q || undefined, page);
  return { items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })), paging: paging(page, total) };
}

/**
 * An opt-out an admin records for an applicant (by phone, letter…): no campaign reaches that
 * email or phone again. Audited by the opt-out's id only, never the address.
 */
export async function recordOptOutByAdmin(
  db: Database,
  adminUserId: string | null,
  input: { email?: string | undefined; phone?: string | undefined; reason?: string | undefined },
  now: Date,
) {
  const row = await insertOptOut(db, {
    email: input.email || null,
    phone: input.phone || null,
    reason: input.reason || 'recorded by admin',
    now,
  });
  await recordAudit(db, { adminUserId, action: 'opt_outs.record', details: { optOutId: row.id }, now });
  return { optOut: { ...row, createdAt: row.createdAt.toISOString() } };
}
