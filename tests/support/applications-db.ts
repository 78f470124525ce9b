// The direct-database variant of the application factory (applications.ts builds through the
// API): rows for tests that need many applications, or a complete one without the journey.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { loanApplications } from '#server/db/schema/index.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { createSession } from '#server/lib/sessions.ts';
import { VISITOR_SESSION_TTL_MS } from '#server/plugins/session.ts';
import { uniqueEmail, uniqueMobile, uniqueSurname } from './unique.ts';

export { uniqueMobile };
export type ApplicationInsert = typeof loanApplications.$inferInsert;
export type ApplicationRow = typeof loanApplications.$inferSelect;

/**
 * A bare application row (a draft with a name, an email and a loan): what lists, searches and
 * counts of the admin need, many at a time. Any column can be set.
 */
export async function insertApplication(
  db: Database,
  values: Partial<ApplicationInsert> = {},
): Promise<ApplicationRow> {
  const [row] = await db
    .insert(loanApplications)
    .values({
      sessionId: randomUUID(),
      firstName: 'Test',
      lastName: 'Applicant',
      email: uniqueEmail('applicant'),
      loanAmount: 500,
      loanTerm: 6,
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * A complete, consented application ready for the lender panel (status `processing`), with a
 * unique email and mobile. In the sandbox it is sold: income £2,500, expenses £900, £500 over 6
 * months. Override fields to steer it (e.g. `{ monthlyIncome: 900, expenseHousing: 100 }` → pending).
 */
export function applicationValues(
  overrides: Partial<ApplicationInsert> = {},
  options: { dataKey?: string } = {},
): ApplicationInsert {
  const cipher = createFieldCipher(options.dataKey ?? randomBytes(32).toString('hex'));
  const now = new Date();
  return {
    sessionId: randomUUID(),
    status: 'processing',
    currentStep: 8,
    loanAmount: 500,
    loanTerm: 6,
    loanPurpose: 2,
    title: 2,
    firstName: 'Alice',
    lastName: uniqueSurname('Testerton'),
    email: uniqueEmail('applicant'),
    mobilePhone: uniqueMobile(),
    homePhone: '',
    dateOfBirth: '1988-04-12',
    maritalStatus: 1,
    dependents: 0,
    incomeContributors: 1,
    currentPostcode: 'SW1A1AA',
    currentHouse: '10',
    currentStreet: 'Downing Street',
    currentTown: 'London',
    currentCounty: '',
    currentResidentialStatus: 2,
    currentMonthsAtAddress: 48,
    employmentType: 1,
    employerName: 'Acme Widgets Ltd',
    industry: 3,
    jobTitle: 'Analyst',
    monthsAtEmployer: 36,
    monthlyIncome: 2500,
    paymentMethod: 1,
    payFrequency: 3,
    nextPayDate: '2030-01-28',
    followingPayDate: '2030-02-28',
    bankName: 'Test Bank',
    accountNumber: cipher.encrypt('12345678'),
    sortCode: cipher.encrypt('112233'),
    accountLength: 60,
    accountType: 1,
    accountOwnership: 1,
    debitCardType: 4,
    directDeposit: true,
    expenseHousing: 600,
    expenseCredit: 50,
    expenseUtility: 100,
    expenseFood: 100,
    expenseTransport: 50,
    expenseChildcare: 0,
    expenseInsurance: 0,
    expenseOther: 0,
    consentCreditCheck: true,
    consentFirstParty: true,
    consentedAt: now,
    consentWordingVersion: 'test',
    recentLoansCount: 0,
    submittedAt: now,
    ...overrides,
  };
}

/** Inserts a complete, consented application (`applicationValues`). */
export async function createApplication(
  db: Database,
  overrides: Partial<ApplicationInsert> = {},
  options: { dataKey?: string } = {},
): Promise<ApplicationRow> {
  const [row] = await db.insert(loanApplications).values(applicationValues(overrides, options)).returning();
  if (!row) throw new Error('application insert returned no row');
  return row;
}

/** A visitor session owning a new application; `cookie` goes in the next inject() call (http test apps). */
export async function createSessionApplication(
  db: Database,
  overrides: Partial<ApplicationInsert> = {},
  options: { dataKey?: string; now?: Date } = {},
) {
  const { token, session } = await createSession(db, {
    kind: 'visitor',
    now: options.now ?? new Date(),
    ttlMs: VISITOR_SESSION_TTL_MS,
  });
  const application = await createApplication(db, { ownerSessionId: session.id, ...overrides }, options);
  return { cookie: `sid=${token}`, session, application };
}
