import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AbSlot, SlotContent } from '#shared/admin/ab-slots.ts';
import type { Database } from '#server/db/client.ts';
import { abAssignments, abEvents, abTests, abVariants } from '#server/db/schema/index.ts';

// The visitor side (assignment, conversion, slot tests) lives in ab-visitors.repository.ts.

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

/** Removes a test with its variants, assignments (cascade) and events. */
export async function deleteTest(db: Database, testId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(abEvents).where(eq(abEvents.testId, testId));
    const rows = await tx.delete(abTests).where(eq(abTests.testId, testId)).returning({ testId: abTests.testId });
    return rows.length === 1;
  });
}
