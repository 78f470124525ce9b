import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const LENDER_HEALTH_STATES = ['active', 'demoted', 'paused', 'trial'] as const;
export type LenderHealthState = (typeof LENDER_HEALTH_STATES)[number];

// Automatic ordering inside a tier (ADR 019). Every table is keyed by the panel (its job queue
// name, unique per lender panel on a database), so two panels on one database never share state.

/** The operator's switch, per panel. */
export const lenderRankingSettings = pgTable('lender_ranking_settings', {
  panelKey: text().primaryKey(),
  autoOrder: boolean().notNull().default(false),
  changedAt: timestamp({ withTimezone: true }),
  changedBy: uuid(),
});

/** Response health of each lender while automatic ordering is on: demoted, paused, on trial. */
export const lenderHealth = pgTable(
  'lender_health',
  {
    panelKey: text().notNull(),
    lenderId: text().notNull(),
    state: text().$type<LenderHealthState>().notNull().default('active'),
    /** When the lender entered this state: its health is judged on the calls made since. */
    since: timestamp({ withTimezone: true }).notNull(),
    reason: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.panelKey, t.lenderId] })],
);

/** The order last applied inside each tier, so that a change of order is recorded once. */
export const lenderTierOrder = pgTable(
  'lender_tier_order',
  {
    panelKey: text().notNull(),
    panel: text().notNull(),
    tier: integer().notNull(),
    lenderIds: text().array().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.panelKey, t.panel, t.tier] })],
);

/** Every change of a lender's place or state, with its reason: the operator's audit trail. */
export const lenderOrderChanges = pgTable(
  'lender_order_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    panelKey: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    lenderId: text(),
    panel: text(),
    tier: integer(),
    change: text().notNull(),
    reason: text().notNull(),
  },
  (t) => [index('lender_order_changes_panel_at_idx').on(t.panelKey, t.at.desc())],
);
