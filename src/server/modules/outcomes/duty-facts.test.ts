// Decision 154: the outcomes are added up from facts kept per application, worked out again after
// any write to what they read. Each write below comes after a read, so a table whose writes did not
// name their application would leave the second read with the first read's figures.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  complaints,
  dutyFactsStale,
  leadAttempts,
  leadOutcomes,
  leadReturns,
  ledgerEntries,
  loanApplications,
  optOuts,
  reviewRequests,
} from '#server/db/schema/index.ts';
import { dayRange } from '#server/lib/day-range.ts';
import { testDatabase } from '#tests/support/test-app.ts';
import { refreshDutyFacts } from './duty-facts.repository.ts';
import { clearLondonDay, email, hex } from './outcomes-day.fixtures.ts';
import { ownDay } from './outcomes.fixtures.ts';
import { cohortCounts } from './outcomes.repository.ts';

const db = await testDatabase();
// A day in May of a test's own year: outside every other outcomes fixture's month.
const day = `${ownDay().slice(0, 4)}-05-15`;
const { start } = await clearLondonDay(db.db, day);
const at = new Date(start.getTime() + 60 * 60_000);
const lender = `facts-${hex(4)}`;
const REP = 4990;

const figures = async (lenderId?: string) => {
  const rows = await cohortCounts(db.db, dayRange({ from: day, to: day }, new Date()), REP, lenderId);
  const all = rows.find((r) => r.dimension === 'all');
  const band = (dimension: string) => rows.find((r) => r.dimension === dimension)?.value;
  return {
    applications: Number(all?.applications ?? 0),
    referred: Number(all?.referred ?? 0),
    sold: Number(all?.sold ?? 0),
    funded: Number(all?.funded ?? 0),
    medianApr: all?.median_apr_hundredths == null ? null : Number(all.median_apr_hundredths),
    returns: Number(all?.returns ?? 0),
    commission: Number(all?.commission_pence ?? 0),
    complaints: Number(all?.complaints ?? 0),
    upheld: Number(all?.complaints_upheld ?? 0),
    reviews: Number(all?.review_requests ?? 0),
    changed: Number(all?.reviews_changed ?? 0),
    optOuts: Number(all?.opt_outs ?? 0),
    lenders: rows.filter((r) => r.dimension === 'lender').map((r) => [r.value, r.label, Number(r.sold)]),
    employment: band('employmentType'),
    amount: band('amountBand'),
  };
};

describe('the outcomes facts', () => {
  it('follow every write to what the outcomes read, each after a read', async () => {
    const applicant = email();
    const [row] = await db.db
      .insert(loanApplications)
      .values({ sessionId: randomUUID(), email: applicant, status: 'pending', currentStep: 8 })
      .returning();
    const id = row!.id;
    // A draft has no facts; submitting it gives it some.
    await db.db.update(loanApplications).set({ loanAmount: 700, employmentType: 1 }).where(eq(loanApplications.id, id));
    expect((await figures()).applications).toBe(0);
    await db.db.update(loanApplications).set({ submittedAt: at }).where(eq(loanApplications.id, id));
    expect(await figures()).toMatchObject({ applications: 1, sold: 0, employment: '1', amount: '500-999' });

    await db.db.insert(leadAttempts).values({
      applicationId: id,
      lenderId: lender,
      lenderName: 'Facts Lender',
      tier: 1,
      attemptedAt: at,
      httpStatus: 200,
      decision: 'sold',
    });
    await db.db.update(loanApplications).set({ status: 'sold' }).where(eq(loanApplications.id, id));
    expect(await figures()).toMatchObject({ sold: 1, lenders: [[lender, 'Facts Lender', 1]] });

    const reference = hex(20);
    const month = day.slice(0, 7);
    await db.db.insert(ledgerEntries).values({
      lenderId: lender,
      reference,
      applicationId: id,
      kind: 'sale',
      amountPence: 3500,
      saleMonth: month,
      occurredAt: at,
    });
    expect((await figures()).commission).toBe(3500);
    await db.db.insert(leadOutcomes).values({
      lenderId: lender,
      reference,
      applicationId: id,
      outcome: 'funded',
      amountPence: 70_000,
      aprHundredths: 4500,
      termMonths: 6,
      reportedAt: at,
    });
    expect(await figures()).toMatchObject({ funded: 1, medianApr: 4500 });
    await db.db.update(leadOutcomes).set({ aprHundredths: 5200 }).where(eq(leadOutcomes.reference, reference));
    expect((await figures()).medianApr).toBe(5200);
    await db.db.insert(leadReturns).values({
      id: randomUUID(),
      lenderId: lender,
      reference,
      applicationId: id,
      saleMonth: month,
      reason: 'other',
      status: 'rejected',
      creditPence: 0,
      requestedAt: at,
    });
    expect((await figures()).returns).toBe(1);

    const [complaint] = await db.db
      .insert(complaints)
      .values({
        reference: `C-${hex(4).toUpperCase()}`,
        name: 'A Complainant',
        email: applicant,
        applicationReference: row!.sessionId,
        description: 'A complaint',
        receivedAt: at,
        summaryDeadline: day,
        finalResponseDue: day,
      })
      .returning();
    expect(await figures()).toMatchObject({ complaints: 1, upheld: 0 });
    await db.db.update(complaints).set({ upheld: true, closedAt: at }).where(eq(complaints.id, complaint!.id));
    expect((await figures()).upheld).toBe(1);

    await db.db.update(loanApplications).set({ gateReason: 'debt_help' }).where(eq(loanApplications.id, id));
    await db.db.insert(reviewRequests).values({
      reference: `R-${hex(4).toUpperCase()}`,
      applicationId: id,
      automatedDecision: 'referred',
      createdAt: at,
    });
    expect(await figures()).toMatchObject({ referred: 1, reviews: 1, changed: 0 });
    await db.db
      .update(reviewRequests)
      .set({ decision: 'changed', decidedAt: at })
      .where(eq(reviewRequests.applicationId, id));
    expect((await figures()).changed).toBe(1);

    await db.db.insert(optOuts).values({ email: applicant.toUpperCase() });
    expect((await figures()).optOuts).toBe(1);
    await db.db.delete(optOuts).where(eq(optOuts.email, applicant.toUpperCase()));
    expect((await figures()).optOuts).toBe(0);

    // An erasure clears the answers: the application falls in `unknown`, its loan counted still.
    await db.db.update(loanApplications).set({ employmentType: null }).where(eq(loanApplications.id, id));
    expect((await figures()).employment).toBe('unknown');
    // The lender's own view reads the same facts.
    expect(await figures(lender)).toMatchObject({ applications: 1, sold: 1, funded: 1, returns: 1, commission: 3500 });

    // The retention purge deletes it: no figure is left, and no fact.
    await db.db.delete(loanApplications).where(eq(loanApplications.id, id));
    expect(await figures()).toMatchObject({ applications: 0, lenders: [] });
    expect(await refreshDutyFacts(db.db)).toBe(0);
    expect(await db.db.select().from(dutyFactsStale).where(eq(dutyFactsStale.applicationId, id))).toEqual([]);
  });
});
