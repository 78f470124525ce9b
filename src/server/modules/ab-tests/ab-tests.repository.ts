import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AbSlot, SlotContent } from '#shared/admin/ab-slots.ts';
import type { Database } from '#server/db/client.ts';
import { abAssignments, abEvents, abTests, abVariants } from '#server/db/schema/index.ts';

export type TestRow = typeof abTests.$inferSelect;
export type VariantRow = typeof abVariants.$inferSelect;

export async function findTest(db: Database, testId: string) {
  const [row] = await db.select().from(abTests).where(eq(abTests.testId, testId)).limit(1);
  return row ?? null;
}

export async function findVariants(db: Database, testId?: string): Promise<VariantRow[]> {
  return db
    .select()
    .from(abVariants)
    .where(testId ? eq(abVariants.testId, testId) : undefined)
    .orderBy(asc(abVariants.testId), asc(abVariants.variantId));
}

export async function listTests(db: Database) {
  const [tests, variants, counts] = await Promise.all([
    db.select().from(abTests).orderBy(asc(abTests.createdAt), asc(abTests.testId)),
    findVariants(db),
    db
      .select({
        testId: abAssignments.testId,
        variantId: abAssignments.variantId,
        assignments: sql<number>`count(*)::int`,
        conversions: sql<number>`count(${abAssignments.convertedAt})::int`,
      })
      .from(abAssignments)
      .groupBy(abAssignments.testId, abAssignments.variantId),
  ]);
  return { tests, variants, counts };
}

type NewTest = {
  testId: string;
  name: string;
  description: string;
  slot?: AbSlot;
  variants: { id: string; name: string; weight: number; content?: SlotContent }[];
  now: Date;
};

/** False when the id is taken or (the partial unique index) the slot already has an active test. */
export async function insertTest(db: Database, input: NewTest): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(abTests)
      .values({
        testId: input.testId,
        name: input.name,
        description: input.description,
        slot: input.slot ?? null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ testId: abTests.testId });
    if (inserted.length === 0) return false;
    await tx.insert(abVariants).values(
      input.variants.map((v) => ({
        testId: input.testId,
        variantId: v.id,
        name: v.name,
        weight: v.weight,
        content: v.content ?? null,
      })),
    );
    return true;
  });
}

/** The active test on the slot other than `exceptTestId`, if any. */
export async function findActiveOnSlot(db: Database, slot: AbSlot, exceptTestId?: string) {
  const [row] = await db
    .select({ testId: abTests.testId })
    .from(abTests)
    .where(
      and(
        eq(abTests.slot, slot),
        eq(abTests.status, 'active'),
        exceptTestId ? ne(abTests.testId, exceptTestId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function setTestStatus(
  db: Database,
  testId: string,
  status: TestRow['status'],
  now: Date,
): Promise<'ok' | 'missing' | 'slot-taken'> {
  const test = await findTest(db, testId);
  if (!test) return 'missing';
  const slotTaken = async () =>
    status === 'active' && test.slot !== null && (await findActiveOnSlot(db, test.slot, testId)) !== null;
  if (await slotTaken()) return 'slot-taken';
  try {
    const rows = await db
      .update(abTests)
      .set({ status, updatedAt: now })
      .where(eq(abTests.testId, testId))
      .returning({ testId: abTests.testId });
    return rows.length === 1 ? 'ok' : 'missing';
  } catch (err) {
    // Another operator activated a test on the slot in between: the unique index refused this one.
    if (await slotTaken()) return 'slot-taken';
    throw err;
  }
}

/** The active test on a slot, with its variants' weights and words. */
export async function findActiveSlotTest(db: Database, slot: AbSlot) {
  const tests = await db
    .select({ testId: abTests.testId, slot: abTests.slot })
    .from(abTests)
    .where(and(eq(abTests.status, 'active'), eq(abTests.slot, slot)))
    .limit(1);
  const test = tests[0];
  if (!test) return null;
  return { testId: test.testId, variants: await findVariants(db, test.testId) };
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

/** Removes a test with its variants, assignments (cascade) and events. */
export async function deleteTest(db: Database, testId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(abEvents).where(eq(abEvents.testId, testId));
    const rows = await tx.delete(abTests).where(eq(abTests.testId, testId)).returning({ testId: abTests.testId });
    return rows.length === 1;
  });
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
