import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadOutcomes, ledgerEntries, loanApplications } from '#server/db/schema/index.ts';
import type { AprEvidence } from '#shared/admin/returns-schemas.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { leadFor } from './inbound.fixtures.ts';
import { openInboundDesk } from './lender-inbound.fixtures.ts';

// Issue 41.9: funded outcomes with implausible figures (APR above 1,500 %, an amount far from the
// lead's) are recorded as reported but flagged: the compliance view lists them, and the
// representative-APR evidence does not count them.
const { A, app, db, clock, call } = await openInboundDesk();
const admin = await adminSession(app, db.db);
const evidence = async () =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/admin/compliance/representative-apr',
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    })
  ).json() as AprEvidence;

/** A lead of £406 sold to A, and its funded outcome as A reports it. */
async function funded(amount: number, apr: number) {
  const reference = await leadFor(db.db, A, { at: clock.now() });
  const [entry] = await db.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));
  await db.db.update(loanApplications).set({ loanAmount: 406 }).where(eq(loanApplications.id, entry!.applicationId));
  const body = { reference, outcome: 'funded', amount, apr, termMonths: 12 };
  const answer = await call({ url: '/api/lenders/v1/outcomes', lender: A, body });
  expect(answer.statusCode).toBe(200);
  return reference;
}

describe('funded outcomes outside a sane band', () => {
  it('are recorded, listed as outliers in the compliance view and left out of the APR evidence', async () => {
    const before = await evidence();
    const plausible = await funded(400, 49.9);
    const absurd = await funded(1_000_000, 100_000);
    const highApr = await funded(406, 1_500.01);
    const tiny = await funded(50, 49.9);
    const atTheEdges = await funded(2_030, 1_500);

    // Recorded as reported: the lender's report is kept.
    const [stored] = await db.db.select().from(leadOutcomes).where(eq(leadOutcomes.reference, absurd));
    expect(stored).toMatchObject({ amountPence: 100_000_000, aprHundredths: 10_000_000 });

    const after = await evidence();
    expect(after.loans - before.loans).toBe(2);
    expect(after.outlierCount - before.outlierCount).toBe(3);
    const listed = new Map(after.outliers.map((o) => [o.reference, o]));
    expect(listed.get(absurd)).toMatchObject({
      lenderId: A,
      apr: 100_000,
      amount: 1_000_000,
      requested: 406,
      reasons: ['APR above 1500%', 'amount more than 5 times away from the £406 asked for'],
    });
    expect(listed.get(highApr)!.reasons).toEqual(['APR above 1500%']);
    expect(listed.get(tiny)!.reasons).toEqual(['amount more than 5 times away from the £406 asked for']);
    expect(listed.has(plausible)).toBe(false);
    expect(listed.has(atTheEdges)).toBe(false);
  });
});
