import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { businessDaysBetween } from '#server/lib/uk-business-days.ts';
import { daysBetween, londonDayOf } from '#shared/london-day.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import type { CloseComplaintBody, ComplaintItem, ComplaintsResponse } from '#shared/admin/complaints-schemas.ts';
import { acknowledgementEmail, finalResponseEmail, summaryResolutionEmail } from './complaints.messages.ts';
import {
  closeComplaint,
  findComplaint,
  listComplaints,
  markAcknowledged,
  reopenComplaint,
  type ComplaintRow,
} from './complaints.repository.ts';

export type ComplaintsAdminDeps = { db: Database; mailer: Mailer; log: FastifyBaseLogger };

const CLOSED_SHOWN = 100;
const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** One complaint with its clocks as of `today` (a London date). */
export function complaintItem(row: ComplaintRow, today: string): ComplaintItem {
  const open = row.closedAt === null;
  const until = open ? today : londonDayOf(row.closedAt!);
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    applicationReference: row.applicationReference,
    description: row.description,
    desiredOutcome: row.desiredOutcome,
    receivedAt: row.receivedAt.toISOString(),
    acknowledgedAt: iso(row.acknowledgedAt),
    summaryDeadline: row.summaryDeadline,
    finalResponseDue: row.finalResponseDue,
    status: open ? 'open' : 'closed',
    businessDaysOpen: businessDaysBetween(londonDayOf(row.receivedAt), until),
    daysToFinalResponse: open ? daysBetween(today, row.finalResponseDue) : null,
    summaryResolutionOpen: open && today <= row.summaryDeadline,
    overdue: open && today > row.finalResponseDue,
    resolution: row.resolution,
    upheld: row.upheld,
    responseText: row.responseText,
    closedAt: iso(row.closedAt),
  };
}

/** The queue: open complaints by final response date (so the overdue come first), then closed ones. */
export async function complaintsQueue(db: Database, now: Date): Promise<ComplaintsResponse> {
  const today = londonDayOf(now);
  const { open, closed } = await listComplaints(db, CLOSED_SHOWN);
  const items = [...open, ...closed].map((row) => complaintItem(row, today));
  return { today, open: open.length, overdue: items.filter((i) => i.overdue).length, items };
}

type Close = {
  id: string;
  kind: 'summary' | 'final';
  body: CloseComplaintBody;
  adminUserId: string;
  now: Date;
};

/**
 * Closes a complaint and sends the closing email. The row is claimed first (a second admin or a
 * retry cannot send twice); when the email cannot be sent the claim is undone and the caller gets
 * 503, the complaint open as before. A retry of a closing already done answers its result.
 */
export async function closeWithMessage(deps: ComplaintsAdminDeps, close: Close): Promise<ComplaintItem> {
  const today = londonDayOf(close.now);
  const row = await findComplaint(deps.db, close.id);
  if (!row) throw new AppError('NOT_FOUND', 'Complaint not found');
  if (row.closedAt) {
    const sameAgain =
      row.resolution === close.kind && row.upheld === close.body.upheld && row.responseText === close.body.response;
    if (sameAgain) return complaintItem(row, today);
    throw new AppError('CONFLICT', 'This complaint is already closed.');
  }
  if (close.kind === 'summary' && today > row.summaryDeadline) {
    throw new AppError(
      'CONFLICT',
      'The three business days for a summary resolution have passed: send a final response instead.',
    );
  }
  const closed = await closeComplaint(deps.db, row.id, {
    resolution: close.kind,
    upheld: close.body.upheld,
    responseText: close.body.response,
    closedAt: close.now,
    closedBy: close.adminUserId,
  });
  if (!closed) throw new AppError('CONFLICT', 'This complaint is already closed.');
  const mail = { ...closed, upheld: close.body.upheld, response: close.body.response };
  try {
    await deps.mailer.send(close.kind === 'summary' ? summaryResolutionEmail(mail) : finalResponseEmail(mail));
  } catch (error) {
    await reopenComplaint(deps.db, row.id);
    deps.log.error({ complaintId: row.id, code: (error as { code?: string }).code }, 'complaint email failed');
    throw new AppError('UNAVAILABLE', 'The email could not be sent; nothing was changed. Please try again.', {
      headers: { 'retry-after': '30' },
    });
  }
  await recordAudit(deps.db, {
    adminUserId: close.adminUserId,
    action: close.kind === 'summary' ? 'complaint.summary_resolution' : 'complaint.final_response',
    details: { complaintId: row.id, reference: row.reference, upheld: close.body.upheld },
    now: close.now,
  });
  return complaintItem(closed, today);
}

/**
 * Sends the acknowledgement that could not be sent when the complaint arrived (the queue shows
 * "Acknowledgement not sent"). One already sent is not sent again. 503 when it fails again.
 */
export async function sendAcknowledgement(
  deps: ComplaintsAdminDeps,
  input: { id: string; adminUserId: string; now: Date },
): Promise<ComplaintItem> {
  const row = await findComplaint(deps.db, input.id);
  if (!row) throw new AppError('NOT_FOUND', 'Complaint not found');
  const today = londonDayOf(input.now);
  if (row.acknowledgedAt) return complaintItem(row, today);
  try {
    await deps.mailer.send(acknowledgementEmail(row));
  } catch (error) {
    deps.log.error({ complaintId: row.id, code: (error as { code?: string }).code }, 'complaint email failed');
    throw new AppError('UNAVAILABLE', 'The email could not be sent. Please try again.', {
      headers: { 'retry-after': '30' },
    });
  }
  await markAcknowledged(deps.db, row.id, input.now);
  await recordAudit(deps.db, {
    adminUserId: input.adminUserId,
    action: 'complaint.acknowledgement',
    details: { complaintId: row.id, reference: row.reference },
    now: input.now,
  });
  return complaintItem({ ...row, acknowledgedAt: input.now }, today);
}
