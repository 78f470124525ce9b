import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AbSlot } from '#shared/admin/ab-slots.ts';
import type { Database } from '#server/db/client.ts';
import { abAssignments, abEvents, abTests, abVariants } from '#server/db/schema/index.ts';

// The visitor side of the experiments: sticky assignment, conversion, the active test of a site slot.

/** The active test on a slot, with its variants' weights and words. */
export async function findActiveSlotTest(db: Database, slot: AbSlot) {
  const tests = await db
    .select({ testId: abTests.testId, slot: abTests.slot })
    .from(abTests)
    .where(and(eq(abTests.status, 'active'), eq(abTests.slot, slot)))
    .limit(1);
  const test = tests[0];
  if (!test) return null;
  const variants = await db
    .select()
    .from(abVariants)
    .where(eq(abVariants.testId, test.testId))
    .orderBy(asc(abVariants.variantId));
  return { testId: test.testId, variants };
}

/**
 * A completed application converts every active slot test the visitor was assigned in (once
 * each); runs inside the consent transaction.
 */
export async function convertSlotAssignments(
  db: Pick<Database, 'update' | 'insert'>,
  visitorId: string,
  now: Date,
): Promise<number> {
  const activeSlotTests = sql`(select ${abTests.testId} from ${abTests}
    where ${abTests.status} = 'active' and ${abTests.slot} is not null)`;
  const converted = await db
    .update(abAssignments)
    .set({ convertedAt: now })
    .where(
      and(
        eq(abAssignments.visitorId, visitorId),
        isNull(abAssignments.convertedAt),
        sql`${abAssignments.testId} in ${activeSlotTests}`,
      ),
    )
    .returning({ testId: abAssignments.testId, variantId: abAssignments.variantId });
  if (converted.length > 0) {
    await db
      .insert(abEvents)
      .values(
        converted.map((c) => ({ testId: c.testId, variantId: c.variantId, eventType: 'conversion', createdAt: now })),
      );
  }
  return converted.length;
}

/** Sticky assignment: the first variant stored for (test, visitor) wins; an event is written only then. */
export async function assignVisitor(
  db: Database,
  input: { testId: string; visitorId: string; variantId: string; now: Date },
): Promise<string> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(abAssignments)
      .values({ testId: input.testId, visitorId: input.visitorId, variantId: input.variantId, assignedAt: input.now })
      .onConflictDoNothing()
      .returning({ variantId: abAssignments.variantId });
    if (inserted[0]) {
      await tx
        .insert(abEvents)
        .values({ testId: input.testId, variantId: input.variantId, eventType: 'assignment', createdAt: input.now });
      return inserted[0].variantId;
    }
    const [existing] = await tx
      .select({ variantId: abAssignments.variantId })
      .from(abAssignments)
      .where(and(eq(abAssignments.testId, input.testId), eq(abAssignments.visitorId, input.visitorId)));
    return existing?.variantId ?? input.variantId;
  });
}

/** Marks the visitor converted once; 'none' when the visitor was never assigned. */
export async function convertVisitor(
  db: Database,
  input: { testId: string; visitorId: string; now: Date },
): Promise<'converted' | 'already' | 'none'> {
  return db.transaction(async (tx) => {
    const where = and(eq(abAssignments.testId, input.testId), eq(abAssignments.visitorId, input.visitorId));
    const updated = await tx
      .update(abAssignments)
      .set({ convertedAt: input.now })
      .where(and(where, isNull(abAssignments.convertedAt)))
      .returning({ variantId: abAssignments.variantId });
    if (updated[0]) {
      await tx.insert(abEvents).values({
        testId: input.testId,
        variantId: updated[0].variantId,
        eventType: 'conversion',
        createdAt: input.now,
      });
      return 'converted';
    }
    const [existing] = await tx.select({ v: abAssignments.variantId }).from(abAssignments).where(where);
    return existing ? 'already' : 'none';
  });
}
