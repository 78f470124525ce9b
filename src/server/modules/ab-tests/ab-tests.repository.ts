import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { abAssignments, abEvents, abTests, abVariants } from '#server/db/schema/index.ts';

export type TestRow = typeof abTests.$inferSelect;
export type VariantRow = typeof abVariants.$inferSelect;

export async function findTest(db: Database, testId: string) {
  const [row] = await db.select().from(abTests).where(eq(abTests.testId, testId)).limit(1);
  return row ?? null;
}

export async function findVariants(db: Database, testId?: string): Promise<VariantRow[]> {
  return db.select().from(abVariants).where(testId ? eq(abVariants.testId, testId) : undefined).orderBy(asc(abVariants.testId), asc(abVariants.variantId));
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

export async function insertTest(db: Database, input: { testId: string; name: string; description: string; variants: { id: string; name: string; weight: number }[]; now: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(abTests)
      .values({ testId: input.testId, name: input.name, description: input.description, createdAt: input.now, updatedAt: input.now })
      .onConflictDoNothing()
      .returning({ testId: abTests.testId });
    if (inserted.length === 0) return false;
    await tx.insert(abVariants).values(input.variants.map((v) => ({ testId: input.testId, variantId: v.id, name: v.name, weight: v.weight })));
    return true;
  });
}

export async function setTestStatus(db: Database, testId: string, status: TestRow['status'], now: Date): Promise<boolean> {
  const rows = await db.update(abTests).set({ status, updatedAt: now }).where(eq(abTests.testId, testId)).returning({ testId: abTests.testId });
  return rows.length === 1;
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
export async function assignVisitor(db: Database, input: { testId: string; visitorId: string; variantId: string; now: Date }): Promise<string> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(abAssignments)
      .values({ testId: input.testId, visitorId: input.visitorId, variantId: input.variantId, assignedAt: input.now })
      .onConflictDoNothing()
      .returning({ variantId: abAssignments.variantId });
    if (inserted[0]) {
      await tx.insert(abEvents).values({ testId: input.testId, variantId: input.variantId, eventType: 'assignment', createdAt: input.now });
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
export async function convertVisitor(db: Database, input: { testId: string; visitorId: string; now: Date }): Promise<'converted' | 'already' | 'none'> {
  return db.transaction(async (tx) => {
    const where = and(eq(abAssignments.testId, input.testId), eq(abAssignments.visitorId, input.visitorId));
    const updated = await tx
      .update(abAssignments)
      .set({ convertedAt: input.now })
      .where(and(where, isNull(abAssignments.convertedAt)))
      .returning({ variantId: abAssignments.variantId });
    if (updated[0]) {
      await tx.insert(abEvents).values({ testId: input.testId, variantId: updated[0].variantId, eventType: 'conversion', createdAt: input.now });
      return 'converted';
    }
    const [existing] = await tx.select({ v: abAssignments.variantId }).from(abAssignments).where(where);
    return existing ? 'already' : 'none';
  });
}
