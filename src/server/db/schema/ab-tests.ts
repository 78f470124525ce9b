import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AbSlot, SlotContent } from '#shared/admin/ab-slots.ts';

export const abTests = pgTable(
  'abtest_tests',
  {
    testId: text().primaryKey(),
    name: text().notNull(),
    description: text(),
    status: text().$type<'active' | 'paused' | 'completed'>().notNull().default('active'),
    /** The place on the site the test changes; null for a test converted through the API only. */
    slot: text().$type<AbSlot>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('abtest_tests_status_check', sql`${t.status} in ('active','paused','completed')`),
    check('abtest_tests_id_check', sql`${t.testId} ~ '^[a-z0-9_]+$'`),
    check('abtest_tests_slot_check', sql`${t.slot} in ('home-hero','apply-cta')`),
    // At most one active test per slot, even when two operators start one at the same moment.
    uniqueIndex('abtest_tests_active_slot_key')
      .on(t.slot)
      .where(sql`${t.status} = 'active' and ${t.slot} is not null`),
  ],
);

export const abVariants = pgTable(
  'abtest_variants',
  {
    testId: text()
      .notNull()
      .references(() => abTests.testId, { onDelete: 'cascade' }),
    variantId: text().notNull(),
    name: text().notNull(),
    /** Share of traffic as a 0-1 fraction. */
    weight: doublePrecision().notNull(),
    /** The words shown for this variant on the test's slot; null or missing keys keep the page's own. */
    content: jsonb().$type<SlotContent>(),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.variantId] }),
    check('abtest_variants_weight_check', sql`${t.weight} >= 0 and ${t.weight} <= 1`),
  ],
);

/** Sticky assignment of a visitor session to a variant; converted once per session. */
export const abAssignments = pgTable(
  'abtest_assignments',
  {
    testId: text()
      .notNull()
      .references(() => abTests.testId, { onDelete: 'cascade' }),
    visitorId: text().notNull(),
    variantId: text().notNull(),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    convertedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.visitorId] }),
    index('abtest_assignments_variant_idx').on(t.testId, t.variantId),
  ],
);

/** abtest_events: assignment and conversion events. */
export const abEvents = pgTable(
  'abtest_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    testId: text().notNull(),
    variantId: text().notNull(),
    eventType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('abtest_events_test_idx').on(t.testId, t.variantId, t.eventType)],
);
