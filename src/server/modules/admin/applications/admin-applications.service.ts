import type { Readable } from 'node:stream';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import { eraseApplication } from '#server/modules/retention/index.ts';
import { ADMIN_PAGE_SIZE } from '#shared/admin/schemas.ts';
import { recordAudit, setAuditRowCount } from '#server/modules/audit/index.ts';
import {
  applicationStatusCounts,
  findApplication,
  findLeadAttempts,
  gateReferralCounts,
  listApplications,
  totalSessionCount,
  type ApplicationFilter,
  type SortOrder,
} from './admin-applications.repository.ts';
import { summariseStats, toAttempt, toDetail } from './application-detail.ts';
import { creditsTotalPence, revenueLessCredits } from '#server/modules/lenders/ledger/index.ts';
import { applicationsCsv, type ExportQuery } from './applications-csv.ts';
import { duplicateRefusals, total as totalOf } from '#server/modules/analytics-admin/index.ts';

export type ApplicationsDeps = { db: Database; clock: Clock; cipher: FieldCipher };
/** The signed-in admin who acts (null only where no guard ran, which the routes never allow). */
type Actor = string | null;

/** One page of the list in the order asked for, with the exact total of the filter. */
export async function applicationsPage(
  deps: ApplicationsDeps,
  query: ApplicationFilter & { page: number; sort: SortOrder },
) {
  const { page, sort, ...filter } = query;
  const { rows, total } = await listApplications(deps.db, filter, page, sort);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      erasedAt: row.erasedAt?.toISOString() ?? null,
    })),
    paging: { page, pageSize: ADMIN_PAGE_SIZE, total },
  };
}

/**
 * Dashboard figures: counts per status, revenue (gross commission less the ledger's accepted
 * credits, decision 065), conversion (without the duplicate rule's refusals) and the gate's referrals.
 */
export async function applicationsStats(deps: ApplicationsDeps) {
  const [counts, sessions, gateReferrals, credits, duplicates] = await Promise.all([
    applicationStatusCounts(deps.db),
    totalSessionCount(deps.db),
    gateReferralCounts(deps.db),
    creditsTotalPence(deps.db),
    duplicateRefusals(deps.db),
  ]);
  const stats = summariseStats(counts, sessions, totalOf(duplicates));
  return { ...stats, revenue: revenueLessCredits(stats.revenue, credits), gateReferrals };
}

/**
 * The filtered list as a CSV download, audited: the audit row gets the number of rows once the
 * stream has ended.
 */
export async function exportApplications(
  deps: ApplicationsDeps,
  adminUserId: Actor,
  query: ExportQuery,
): Promise<{ filename: string; csv: Readable }> {
  const { sort, ...filter } = query;
  const now = deps.clock.now();
  const auditId = await recordAudit(deps.db, {
    adminUserId,
    action: 'applications.export_csv',
    details: { filter },
    now,
  });
  const csv = applicationsCsv(deps.db, { ...filter, sort }, (n) => setAuditRowCount(deps.db, auditId, n));
  return { filename: `applications-${now.toISOString().slice(0, 10)}.csv`, csv };
}

async function existing(db: Database, id: string) {
  const row = await findApplication(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Application not found');
  return row;
}

/** One application in full (bank details masked) with its lead attempts. */
export async function reviewApplication(deps: ApplicationsDeps, adminUserId: Actor, id: string) {
  const row = await existing(deps.db, id);
  // Opening an applicant's full record is a disclosure a regulator may ask about.
  await recordAudit(deps.db, {
    adminUserId,
    action: 'applications.view',
    details: { applicationId: row.id },
    now: deps.clock.now(),
  });
  const attempts = await findLeadAttempts(deps.db, row.id);
  return { application: toDetail(row, deps.cipher), leadAttempts: attempts.map(toAttempt) };
}

/**
 * Erases an application's personal data, audited by id only. Erasing twice changes nothing: the
 * first erasure's time stands.
 */
export async function eraseApplicationData(
  deps: ApplicationsDeps,
  adminUserId: Actor,
  id: string,
): Promise<{ erasedAt: string }> {
  const row = await existing(deps.db, id);
  if (row.erasedAt) return { erasedAt: row.erasedAt.toISOString() };
  const now = deps.clock.now();
  await eraseApplication(deps.db, row.id, now);
  await recordAudit(deps.db, {
    adminUserId,
    action: 'applications.erase',
    details: { applicationId: row.id, requestedByApplicant: Boolean(row.erasureRequestedAt) },
    now,
  });
  return { erasedAt: now.toISOString() };
}
