// Applications whose cohort figures are known (tests of the outcomes, the board pack and the
// screen): 25 submitted on one London day that the caller owns, and two that must not count.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import {
  complaints,
  leadAttempts,
  leadOutcomes,
  leadReturns,
  ledgerEntries,
  loanApplications,
  optOuts,
  reviewRequests,
} from '#server/db/schema/index.ts';
import { company } from '#shared/company.ts';
import { clearLondonDay, email, hex } from './outcomes-day.fixtures.ts';

/**
 * A day of its own for a test run: a random summer day (London on BST) in a year from 1901 to
 * 1990 (the browser tests' day is in 2003); its whole month is the test's.
 */
export function ownDay(): string {
  const year = 1901 + (randomBytes(2).readUInt16BE(0) % 90);
  const day = 1 + (randomBytes(1)[0]! % 28);
  return `${year}-07-${String(day).padStart(2, '0')}`;
}

export type DutyFixture = { day: string; lenderId: string; lenderName: string };

/**
 * On London day `day` (erasing whatever else was submitted that day first): 12 applicants who said
 * yes to wanting debt help (referred by the gate, aged 30, £300, on benefits: 2 asked for a review,
 * 1 changed, 1 upheld complaint); 10 who said no to each question (sold to the fixture's lender,
 * aged 50, £1,500, full-time, £40 each: 6 funded, 4 of them at or below the representative APR, 1
 * returned and credited,
 * 2 complaints of which 1 upheld, 1 opted out); 3 who did not answer (aged 20, £5,000,
 * self-employed, declined by the lender). Not counted: one submitted just after the day (London
 * time, the same month) and a draft that stopped at the consent step. All 27 were started in the month.
 */
export async function seedDutyFixture(db: Database, day: string): Promise<DutyFixture> {
  const { start, end } = await clearLondonDay(db, day);
  const lenderId = `duty-${hex(4)}`;
  const lenderName = `Duty Lender ${lenderId.slice(5)}`;
  const year = Number(day.slice(0, 4));
  // 00:30 in London on the day (23:30 UTC the evening before, in summer time): inside the day.
  const at = new Date(start.getTime() + 30 * 60_000);
  const rep = Math.round(company.representativeApr * 100);

  const insert = (values: Partial<typeof loanApplications.$inferInsert>) =>
    db
      .insert(loanApplications)
      .values({
        sessionId: randomUUID(),
        email: email(),
        loanTerm: 6,
        currentStep: 8,
        createdAt: at,
        consentedAt: at,
        submittedAt: at,
        ...values,
      })
      .returning()
      .then((rows) => rows[0]!);
  const complaint = (sessionId: string, upheld: boolean) =>
    db.insert(complaints).values({
      reference: `C-${hex(4).toUpperCase()}`,
      name: 'A Complainant',
      email: email(),
      applicationReference: sessionId,
      description: 'A complaint',
      receivedAt: at,
      summaryDeadline: day,
      finalResponseDue: day,
      upheld,
      closedAt: at,
    });

  for (let i = 0; i < 12; i++) {
    const row = await insert({
      status: 'referred',
      gateReason: 'wants-debt-help',
      wantsDebtHelp: true,
      inFinancialDifficulty: false,
      missedPriorityBills: false,
      dateOfBirth: `${year - 30}-01-01`,
      loanAmount: 300,
      employmentType: 6,
    });
    if (i < 2) {
      await db.insert(reviewRequests).values({
        reference: `R-${hex(4).toUpperCase()}`,
        applicationId: row.id,
        automatedDecision: 'referred',
        createdAt: at,
        decision: i === 0 ? 'changed' : 'upheld',
        decidedAt: at,
      });
    }
    if (i === 0) await complaint(row.sessionId, true);
  }
  for (let i = 0; i < 10; i++) {
    const row = await insert({
      status: 'sold',
      inFinancialDifficulty: false,
      missedPriorityBills: false,
      wantsDebtHelp: false,
      dateOfBirth: `${year - 50}-01-01`,
      loanAmount: 1500,
      employmentType: 1,
    });
    const reference = hex(20);
    await db.insert(ledgerEntries).values({
      lenderId,
      reference,
      applicationId: row.id,
      kind: 'sale',
      amountPence: 4000,
      saleMonth: day.slice(0, 7),
      occurredAt: at,
    });
    await db.insert(leadAttempts).values({
      applicationId: row.id,
      lenderId,
      lenderName,
      tier: 1,
      attemptedAt: at,
      httpStatus: 200,
      decision: 'sold',
      price: 40,
      leadRef: reference,
    });
    if (i < 6) {
      await db.insert(leadOutcomes).values({
        lenderId,
        reference,
        applicationId: row.id,
        outcome: 'funded',
        amountPence: 150_000,
        aprHundredths: i < 4 ? rep - 100 : rep + 50_000,
        termMonths: 6,
        reportedAt: at,
      });
    }
    if (i === 6) {
      const returnId = randomUUID();
      await db.insert(ledgerEntries).values({
        lenderId,
        reference,
        applicationId: row.id,
        kind: 'credit',
        amountPence: -4000,
        saleMonth: day.slice(0, 7),
        returnId,
        occurredAt: at,
      });
      await db.insert(leadReturns).values({
        id: returnId,
        lenderId,
        reference,
        applicationId: row.id,
        saleMonth: day.slice(0, 7),
        reason: 'other',
        status: 'accepted',
        creditPence: 4000,
        requestedAt: at,
      });
    }
    if (i === 7 || i === 8) await complaint(row.sessionId, i === 7);
    if (i === 9) await db.insert(optOuts).values({ email: row.email!.toUpperCase() });
  }
  for (let i = 0; i < 3; i++) {
    const row = await insert({
      status: 'rejected',
      dateOfBirth: `${year - 20}-01-01`,
      loanAmount: 5000,
      employmentType: 3,
    });
    await db.insert(leadAttempts).values({
      applicationId: row.id,
      lenderId,
      lenderName,
      tier: 1,
      attemptedAt: at,
      httpStatus: 200,
      decision: 'reject',
    });
  }
  await insert({ status: 'sold', loanAmount: 300, createdAt: end, consentedAt: end, submittedAt: end }); // the next day
  // Stopped at the consent step: counted as a drop-off in the month's consumer understanding.
  await insert({ status: 'draft', loanAmount: 300, currentStep: 7, consentedAt: null, submittedAt: null });
  return { day, lenderId, lenderName };
}
