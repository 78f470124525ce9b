import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The Consumer Duty outcomes' facts (decision 154): what became of each submitted application,
// worked out from the eight tables the outcomes read, one row per application and one per lender
// asked about it. The outcomes screen adds these up for a range instead of working each
// application out again. They are derived: `duty_facts_stale` (filled by the triggers of migration
// 0031, in the writer's transaction) names the applications to work out again before a read. No
// foreign key: a refresh never waits on (or fails beside) the retention purge's deletes; a deleted
// application is named stale by its trigger and its facts go at the next refresh, before any read.

/**
 * When an application was submitted, its four cohorts and what became of it: with all its
 * lenders (`duty_application_facts`) or with one (`duty_lender_facts`). Fresh builders per table.
 */
function cohortAndFigures() {
  return {
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    vulnerability: text().notNull(),
    ageBand: text().notNull(),
    amountBand: text().notNull(),
    employmentType: text().notNull(),
    referred: boolean().notNull(),
    sold: boolean().notNull(),
    complaints: integer().notNull(),
    upheld: integer().notNull(),
    reviewed: boolean().notNull(),
    changed: boolean().notNull(),
    optedOut: boolean().notNull(),
    /** The highest funded APR (of its lenders, or the one lender), in hundredths of a percent. */
    apr: integer(),
    funded: boolean().notNull(),
    returns: integer().notNull(),
    /** What was paid for it, in pence (sales less credits and reversals). */
    commission: integer().notNull(),
  };
}

/** The cohorts and figures of one submitted application (all lenders). */
export const dutyApplicationFacts = pgTable(
  'duty_application_facts',
  {
    applicationId: uuid().primaryKey(),
    ...cohortAndFigures(),
  },
  (t) => [index('duty_application_facts_submitted_idx').on(t.submittedAt)],
);

/** The same for one lender asked about a submitted application: that lender's sale and books. */
export const dutyLenderFacts = pgTable(
  'duty_lender_facts',
  {
    applicationId: uuid().notNull(),
    lenderId: text().notNull(),
    lenderName: text().notNull(),
    ...cohortAndFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.lenderId] }),
    index('duty_lender_facts_submitted_idx').on(t.submittedAt),
    index('duty_lender_facts_lender_idx').on(t.lenderId, t.submittedAt),
  ],
);

/**
 * Applications whose facts are to be worked out again: a row per write the triggers saw (an
 * insert only, never an update, so a writer waits on nobody). Taken in `id` order by the refresh.
 */
export const dutyFactsStale = pgTable('duty_facts_stale', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  applicationId: uuid().notNull(),
});
