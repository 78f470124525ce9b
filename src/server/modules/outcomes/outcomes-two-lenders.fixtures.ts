// Two lenders and four applications on a London day: the cases a statement adding up per
// application and per lender could get wrong (the cohort counts' tests).
import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { leadAttempts, leadOutcomes, leadReturns, ledgerEntries, loanApplications } from '#server/db/schema/index.ts';
import { company } from '#shared/company.ts';
import { clearLondonDay, email, hex } from './outcomes-day.fixtures.ts';

export type TwoLenderFixture = { day: string; first: string; second: string; rep: number };

/**
 * On London day `day` (erasing whatever else was submitted that day first), four applications and
 * two lenders, the cases a statement adding up per application and per lender could get wrong:
 * A sold to both and funded by both (the first at 1 point below the representative APR, the second
 * 10 above), returned to both (the first's credited, the second's refused); B sold to the first
 * (funded 5 above), asked by the second, which declined it and reported it declined; C refused by
 * the first and skipped unasked by the second; D sold to the first, returned and credited, the
 * credit then reversed. Sales: A £40 and £30, B £25, D £20.
 */
export async function seedTwoLenderFixture(db: Database, day: string): Promise<TwoLenderFixture> {
  const { start } = await clearLondonDay(db, day);
  const first = `two-a-${hex(4)}`;
  const second = `two-b-${hex(4)}`;
  const at = new Date(start.getTime() + 30 * 60_000);
  const month = day.slice(0, 7);
  const rep = Math.round(company.representativeApr * 100);
  const application = (status: 'sold' | 'rejected') =>
    db
      .insert(loanApplications)
      .values({ sessionId: randomUUID(), email: email(), status, loanAmount: 1500, currentStep: 8, submittedAt: at })
      .returning()
      .then((rows) => rows[0]!.id);
  const attempt = (applicationId: string, lenderId: string, decision: 'sold' | 'reject' | 'skipped') =>
    db.insert(leadAttempts).values({
      applicationId,
      lenderId,
      lenderName: lenderId,
      tier: 1,
      attemptedAt: at,
      httpStatus: decision === 'skipped' ? null : 200,
      decision,
    });
  const sale = async (applicationId: string, lenderId: string, pence: number) => {
    const reference = hex(20);
    await attempt(applicationId, lenderId, 'sold');
    await db.insert(ledgerEntries).values({
      lenderId,
      reference,
      applicationId,
      kind: 'sale',
      amountPence: pence,
      saleMonth: month,
      occurredAt: at,
    });
    return reference;
  };
  const outcome = (applicationId: string, lenderId: string, reference: string, apr: number | null) =>
    db.insert(leadOutcomes).values({
      lenderId,
      reference,
      applicationId,
      outcome: apr === null ? 'declined' : 'funded',
      amountPence: apr === null ? null : 150_000,
      aprHundredths: apr,
      termMonths: apr === null ? null : 6,
      reportedAt: at,
    });
  const returned = async (applicationId: string, lenderId: string, reference: string, creditPence: number) => {
    const id = randomUUID();
    await db.insert(leadReturns).values({
      id,
      lenderId,
      reference,
      applicationId,
      saleMonth: month,
      reason: 'other',
      status: creditPence > 0 ? 'accepted' : 'rejected',
      creditPence,
      requestedAt: at,
    });
    if (creditPence === 0) return null;
    const [credit] = await db
      .insert(ledgerEntries)
      .values({
        lenderId,
        reference,
        applicationId,
        kind: 'credit',
        amountPence: -creditPence,
        saleMonth: month,
        returnId: id,
        occurredAt: at,
      })
      .returning();
    return credit!;
  };

  const a = await application('sold');
  const aFirst = await sale(a, first, 4000);
  const aSecond = await sale(a, second, 3000);
  await outcome(a, first, aFirst, rep - 100);
  await outcome(a, second, aSecond, rep + 1000);
  await returned(a, first, aFirst, 4000);
  await returned(a, second, aSecond, 0);

  const b = await application('sold');
  const bFirst = await sale(b, first, 2500);
  await outcome(b, first, bFirst, rep + 500);
  await attempt(b, second, 'reject');
  await outcome(b, second, hex(20), null);

  const c = await application('rejected');
  await attempt(c, first, 'reject');
  await attempt(c, second, 'skipped');

  const d = await application('sold');
  const dFirst = await sale(d, first, 2000);
  const credit = await returned(d, first, dFirst, 2000);
  await db.insert(ledgerEntries).values({
    lenderId: first,
    reference: dFirst,
    applicationId: d,
    kind: 'reversal',
    amountPence: 2000,
    saleMonth: month,
    reversesId: credit!.id,
    occurredAt: at,
  });
  return { day, first, second, rep };
}
