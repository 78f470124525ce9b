import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// The identifiers the duplicate rule compares (ADR 051): normalised the same way here and in SQL,
// so a plus tag, a Gmail dot, letter case or a phone's formatting does not make a new person.

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** Lower case, trimmed, without a `+tag`; Gmail (and Googlemail) addresses without dots. */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const domain = lower.slice(at + 1);
  const local = lower.slice(0, at).split('+')[0]!;
  return GMAIL.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

/** Digits only, a UK `44` country code as the leading `0`. */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/\D/g, '').replace(/^44/, '0');
}

/** The same normalisation as `normaliseEmail`, in SQL (PostgreSQL and PGlite). */
export function normalisedEmailSql(column: SQLWrapper): SQL<string> {
  const lower = sql`lower(trim(${column}))`;
  const domain = sql`split_part(${lower}, '@', 2)`;
  const local = sql`split_part(split_part(${lower}, '@', 1), '+', 1)`;
  return sql<string>`case when ${domain} in ('gmail.com', 'googlemail.com')
    then replace(${local}, '.', '') || '@gmail.com'
    else ${local} || '@' || ${domain} end`;
}

/** The same normalisation as `normaliseMobile`, in SQL. */
export function normalisedMobileSql(column: SQLWrapper): SQL<string> {
  return sql<string>`regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^44', '0')`;
}

export type Identity = { email: string | null; mobilePhone: string | null; dateOfBirth: string | null };

/**
 * How an earlier applicant compares: `same` when email, mobile and date of birth all match after
 * normalisation; `near` when two of the three do (the third changed a little or a lot: a new
 * phone, a typo in the birth date); else null.
 */
export function compareIdentity(a: Identity, b: Identity): 'same' | 'near' | null {
  const matches = [
    a.email && b.email && normaliseEmail(a.email) === normaliseEmail(b.email),
    a.mobilePhone && b.mobilePhone && normaliseMobile(a.mobilePhone) === normaliseMobile(b.mobilePhone),
    a.dateOfBirth && b.dateOfBirth && a.dateOfBirth.trim() === b.dateOfBirth.trim(),
  ].filter(Boolean).length;
  return matches === 3 ? 'same' : matches === 2 ? 'near' : null;
}
