import { and, desc, eq, gte, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { loanApplications } from '#server/db/schema/index.ts';
import {
  compareIdentity,
  normaliseEmail,
  normaliseMobile,
  normaliseName,
  normalisePostcode,
  normalisedEmailSql,
  normalisedMobileSql,
  normalisedNameSql,
  normalisedPostcodeSql,
  type Identity,
} from './applicant-identity.ts';

// The duplicate rule's reads and writes (a duplicate refusal, decision 092): an earlier applicant
// who is the same person or nearly, and a near match referred for a person's review.

/** Name, birth date and postcode, all present: the third way to be nearly the same applicant. */
function samePersonAt(app: Identity) {
  const { firstName, lastName, dateOfBirth, currentPostcode } = app;
  if (!firstName || !lastName || !dateOfBirth || !currentPostcode) return [];
  return [
    and(
      eq(loanApplications.dateOfBirth, dateOfBirth.trim()),
      eq(normalisedNameSql(loanApplications.firstName), normaliseName(firstName)),
      eq(normalisedNameSql(loanApplications.lastName), normaliseName(lastName)),
      eq(normalisedPostcodeSql(loanApplications.currentPostcode), normalisePostcode(currentPostcode)),
    ),
  ];
}

/**
 * An earlier application with an outcome since `since` whose applicant is the same (email, mobile
 * and date of birth, normalised) or nearly (`compareIdentity`): its id and which, nothing else of
 * it. Candidates share the normalised email or mobile (every pair of two includes one of them), or
 * name, birth date and postcode.
 */
export async function findEarlierApplicant(
  db: Database,
  app: { id: string } & Identity,
  since: Date,
): Promise<{ id: string; match: 'same' | 'near' } | null> {
  const email = app.email ? normaliseEmail(app.email) : null;
  const mobile = app.mobilePhone ? normaliseMobile(app.mobilePhone) : null;
  const shared = [
    ...(email ? [eq(normalisedEmailSql(loanApplications.email), email)] : []),
    ...(mobile ? [eq(normalisedMobileSql(loanApplications.mobilePhone), mobile)] : []),
    ...samePersonAt(app),
  ];
  if (shared.length === 0) return null;
  const rows = await db
    .select({
      id: loanApplications.id,
      email: loanApplications.email,
      mobilePhone: loanApplications.mobilePhone,
      dateOfBirth: loanApplications.dateOfBirth,
      firstName: loanApplications.firstName,
      lastName: loanApplications.lastName,
      currentPostcode: loanApplications.currentPostcode,
    })
    .from(loanApplications)
    .where(
      and(
        ne(loanApplications.id, app.id),
        or(...shared),
        isNotNull(loanApplications.apiStatus),
        gte(loanApplications.completedAt, since),
      ),
    )
    .orderBy(desc(loanApplications.completedAt))
    .limit(50);
  const compared = rows.map((row) => ({ id: row.id, match: compareIdentity(app, row) }));
  const found = compared.find((c) => c.match === 'same') ?? compared.find((c) => c.match === 'near');
  return found?.match ? { id: found.id, match: found.match } : null;
}

/**
 * A near match: referred for a person's review instead of sold
 * (status `referred`, reason `possible-duplicate`); only while no outcome is stored.
 */
export async function referPossibleDuplicate(db: Database, id: string, apiErrors: unknown, now: Date) {
  const rows = await db
    .update(loanApplications)
    .set({ status: 'referred', gateReason: 'possible-duplicate', apiErrors, completedAt: now, updatedAt: now })
    .where(
      and(eq(loanApplications.id, id), isNull(loanApplications.apiStatus), eq(loanApplications.status, 'processing')),
    )
    .returning({ id: loanApplications.id });
  return rows.length > 0;
}
