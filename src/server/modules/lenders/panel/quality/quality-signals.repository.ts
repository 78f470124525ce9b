import { and, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { QUALITY_HOLD } from '#shared/application/gate.ts';
import { loanApplications as a } from '#server/db/schema/index.ts';
import type { ApplicationRow } from '../lead-payload.ts';
import type { Quality, ScoredApplicant } from './quality.ts';

// The quality score's reads and writes (decision 140): its neighbours in one query, the score
// stored once, and a bad application held for a person.

/** At most this many neighbours are read: more would not change the score. */
const NEIGHBOURS = 100;

/**
 * The other applications consented since `since` that share the email (in any case), the mobile,
 * the address (postcode and house) or the device (truncated IP and user agent) of this one: what
 * the velocity and near-duplicate signals compare. Plain equalities on the stored values (the step
 * schemas store postcodes and mobiles without spaces), cheap on each recent row and the email on
 * its index, so the step stays within its latency budget; the duplicate rule's normalised match
 * (plus tags, Gmail dots, +44) still runs on every application with an outcome before this.
 */
export async function neighboursOf(db: Database, app: ApplicationRow, since: Date): Promise<ScoredApplicant[]> {
  const shared = [
    ...(app.email ? [eq(sql`lower(${a.email})`, app.email.toLowerCase())] : []),
    ...(app.mobilePhone ? [eq(a.mobilePhone, app.mobilePhone)] : []),
    ...(app.currentPostcode && app.currentHouse
      ? [and(eq(a.currentPostcode, app.currentPostcode), eq(a.currentHouse, app.currentHouse))]
      : []),
    ...(app.userIp && app.userAgent ? [and(eq(a.userIp, app.userIp), eq(a.userAgent, app.userAgent))] : []),
  ];
  if (shared.length === 0) return [];
  return db
    .select({
      email: a.email,
      mobilePhone: a.mobilePhone,
      dateOfBirth: a.dateOfBirth,
      firstName: a.firstName,
      lastName: a.lastName,
      currentPostcode: a.currentPostcode,
      currentHouse: a.currentHouse,
      userIp: a.userIp,
      userAgent: a.userAgent,
    })
    .from(a)
    .where(and(ne(a.id, app.id), gte(a.consentedAt, since), isNull(a.erasedAt), or(...shared)))
    .limit(NEIGHBOURS);
}

/** Stores the score of an application not yet scored; the stored one when another run was first. */
export async function storeQuality(db: Database, id: string, quality: Quality): Promise<Quality> {
  const [stored] = await db
    .update(a)
    .set({ quality })
    .where(and(eq(a.id, id), isNull(a.quality)))
    .returning({ quality: a.quality });
  if (stored?.quality) return stored.quality as Quality;
  const [row] = await db.select({ quality: a.quality }).from(a).where(eq(a.id, id));
  return (row?.quality as Quality | null) ?? quality;
}

/**
 * A bad application waits for a person (the gate's column, as the duplicate rule's referral uses
 * it): `referred` for the reason `quality-check`, no lead sent;
 * only while no outcome is stored. False when the application moved on meanwhile.
 */
export async function holdForChecks(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(a)
    .set({ status: 'referred', gateReason: QUALITY_HOLD, completedAt: now, updatedAt: now })
    .where(and(eq(a.id, id), isNull(a.apiStatus), eq(a.status, 'processing')))
    .returning({ id: a.id });
  return rows.length > 0;
}
