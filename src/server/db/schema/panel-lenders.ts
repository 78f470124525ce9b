import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LenderSchedule } from '#shared/admin/lender-schemas.ts';
import { adminUsers } from './admin.ts';

/**
 * The lenders of a panel as the back office edits them (decision 075): the ping tree reads them at
 * every run. Keyed by the panel (its job queue name, as the ranking state of decision 019) and the
 * lender id. Provisioned from the panel file at boot: a row the back office never edited
 * (`edited_at` null) follows the file; once edited, the database wins. The shared secret is not here.
 */
export const panelLenders = pgTable(
  'panel_lenders',
  {
    panelKey: text().notNull(),
    lenderId: text().notNull(),
    name: text().notNull(),
    /** The firm reference number on the FCA Register (6 or 7 digits; decision 142); null: not recorded. */
    frn: text(),
    endpoint: text().notNull(),
    tier: integer().notNull(),
    pricePence: integer().notNull(),
    priority: integer().notNull(),
    panels: jsonb().$type<('primary' | 'secondary')[]>().notNull(),
    timeoutMs: integer(),
    dailyCap: integer(),
    weeklyCap: integer(),
    monthlyCap: integer(),
    /** Hours per weekday (UK time); null: any hour. */
    schedule: jsonb().$type<LenderSchedule>(),
    /** Eligibility rules (panel-config.ts lenderRulesSchema): from the file, not edited in the back office. */
    rules: jsonb().$type<Record<string, unknown>>().notNull(),
    returnWindowHours: integer().notNull(),
    returnCapPercent: doublePrecision().notNull(),
    paused: boolean().notNull().default(false),
    source: text().$type<'file' | 'admin'>().notNull(),
    version: integer().notNull().default(1),
    /** The last change made in the back office; null while the panel file owns the row. */
    editedAt: timestamp({ withTimezone: true }),
    editedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.panelKey, t.lenderId] })],
);
