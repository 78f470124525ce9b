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

// The white space SQL's [[:space:]] means, so that code and SQL agree character for character.
const SPACES = /[\t\n\v\f\r ]+/g;

/** A name as people retype it: lower case, runs of white space as one space, none around it. */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(SPACES, ' ').replace(/^ | $/g, '');
}

/** A postcode in any case and spacing: upper case without white space. */
export function normalisePostcode(postcode: string): string {
  return postcode.replace(SPACES, '').toUpperCase();
}

/** The same normalisation as `normaliseName`, in SQL. */
export function normalisedNameSql(column: SQLWrapper): SQL<string> {
  return sql<string>`trim(both ' ' from regexp_replace(lower(${column}), '[[:space:]]+', ' ', 'g'))`;
}

/** The same normalisation as `normalisePostcode`, in SQL. */
export function normalisedPostcodeSql(column: SQLWrapper): SQL<string> {
  return sql<string>`upper(regexp_replace(${column}, '[[:space:]]+', '', 'g'))`;
}

export type Identity = {
  email: string | null;
  mobilePhone: string | null;
  dateOfBirth: string | null;
  firstName?: string | null;
  lastName?: string | null;
  currentPostcode?: string | null;
};

const same = (a: string | null | undefined, b: string | null | undefined, normalise: (v: string) => string) =>
  Boolean(a && b && normalise(a) === normalise(b));

/**
 * How an earlier applicant compares: `same` when email, mobile and date of birth all match after
 * normalisation; `near` when two of the three do (the third changed a little or a lot: a new
 * phone, a typo in the birth date), when the email alone does (issue 41.3: the mobile one digit off
 * and the birth date a day later), or when name, birth date and postcode do (a new email and
 * mobile for the same person at the same address: a common lead-farming pattern); else null.
 */
export function compareIdentity(a: Identity, b: Identity): 'same' | 'near' | null {
  const email = same(a.email, b.email, normaliseEmail);
  const birth = same(a.dateOfBirth, b.dateOfBirth, (v) => v.trim());
  const matches = [email, same(a.mobilePhone, b.mobilePhone, normaliseMobile), birth].filter(Boolean).length;
  if (matches === 3) return 'same';
  const person =
    birth &&
    same(a.firstName, b.firstName, normaliseName) &&
    same(a.lastName, b.lastName, normaliseName) &&
    same(a.currentPostcode, b.currentPostcode, normalisePostcode);
  return matches === 2 || email || person ? 'near' : null;
}
