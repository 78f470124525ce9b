import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { shortReference } from '#server/lib/short-reference.ts';
import { addBusinessDays } from '#server/lib/uk-business-days.ts';
import { addDays, londonDayOf } from '#shared/london-day.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import {
  FINAL_RESPONSE_WEEKS,
  SUMMARY_RESOLUTION_BUSINESS_DAYS,
  type Complaint,
  type ComplaintReceipt,
} from '#shared/complaints.ts';
import { normaliseEmail } from '#server/modules/lenders/panel/index.ts';
import { acknowledgementEmail } from './complaints.messages.ts';
import {
  countAcknowledgedByMailbox,
  countRecentByMailbox,
  findRecentSame,
  insertComplaint,
  markAcknowledged,
  type ComplaintRow,
} from './complaints.repository.ts';

export type ComplaintDeps = { db: Database; mailer: Mailer; log: FastifyBaseLogger };

/**
 * Per mailbox (the address normalised as the duplicate rule does, so `+tags` count together):
 * enough for a real complaint and its follow-ups, too few to use the form as a mail cannon.
 */
export const MAX_COMPLAINTS_PER_EMAIL_PER_HOUR = 5;
/**
 * Acknowledgements emailed to one mailbox in 24 hours (issue 41.4). Past it a complaint is still
 * recorded and answered on screen with its reference, but no email goes out: the back office's
 * queue shows it unacknowledged, and an admin can send it (`sendAcknowledgement`).
 */
export const MAX_ACKNOWLEDGEMENTS_PER_EMAIL_PER_DAY = 3;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The two clocks of a complaint received at `receivedAt` (London dates, decision 070). */
export function complaintClocks(receivedAt: Date): { summaryDeadline: string; finalResponseDue: string } {
  const day = londonDayOf(receivedAt);
  return {
    summaryDeadline: addBusinessDays(day, SUMMARY_RESOLUTION_BUSINESS_DAYS),
    finalResponseDue: addDays(day, FINAL_RESPONSE_WEEKS * 7),
  };
}

const receipt = (row: ComplaintRow, acknowledged: boolean): ComplaintReceipt => ({
  reference: row.reference,
  receivedAt: row.receivedAt.toISOString(),
  finalResponseDue: row.finalResponseDue,
  acknowledged,
});

/**
 * Sends the acknowledgement unless the mailbox had its day's share; a failure is logged (never the
 * address) and left for a retry. True when it was sent.
 */
async function acknowledge(deps: ComplaintDeps, row: ComplaintRow, mailbox: string, now: Date): Promise<boolean> {
  const sent = await countAcknowledgedByMailbox(deps.db, mailbox, new Date(now.getTime() - DAY_MS));
  if (sent >= MAX_ACKNOWLEDGEMENTS_PER_EMAIL_PER_DAY) {
    deps.log.warn({ complaintId: row.id }, 'complaint acknowledgement withheld: the mailbox had its daily share');
    return false;
  }
  try {
    await deps.mailer.send(acknowledgementEmail(row));
    await markAcknowledged(deps.db, row.id, now);
    return true;
  } catch (error) {
    deps.log.error(
      { complaintId: row.id, code: (error as { code?: string }).code },
      'complaint acknowledgement failed',
    );
    return false;
  }
}

/**
 * Records a complaint and acknowledges it. The same complaint sent again within the hour records
 * nothing new and answers with the same reference (safe to retry); it sends the acknowledgement
 * again only if the first could not be sent.
 */
export async function receiveComplaint(deps: ComplaintDeps, input: Complaint, now: Date): Promise<ComplaintReceipt> {
  const email = input.email.toLowerCase();
  const mailbox = normaliseEmail(email);
  const since = new Date(now.getTime() - HOUR_MS);
  const same = await findRecentSame(deps.db, { mailbox, description: input.description, since });
  if (same) {
    return receipt(same, same.acknowledgedAt ? true : await acknowledge(deps, same, mailbox, now));
  }
  if ((await countRecentByMailbox(deps.db, mailbox, since)) >= MAX_COMPLAINTS_PER_EMAIL_PER_HOUR) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'You have sent several complaints already. Please wait a while, or call us.',
    );
  }
  const row = await insertComplaint(deps.db, {
    reference: shortReference('C'),
    name: input.name,
    email,
    phone: input.phone ?? null,
    applicationReference: input.applicationReference ?? null,
    description: input.description,
    desiredOutcome: input.desiredOutcome ?? null,
    receivedAt: now,
    ...complaintClocks(now),
  });
  return receipt(row, await acknowledge(deps, row, mailbox, now));
}
