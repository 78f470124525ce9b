import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LenderSchedule } from '#shared/admin/lender-schemas.ts';
import { lenderUsers } from './lender-portal.ts';

/**
 * What a lender chose for itself in the portal (issue 43.1, decision 147), inside the broker's
 * settings of `panel_lenders`: its own pause, caps at most the broker's, and hours within the
 * broker's. The ping tree applies both (either pause stops it, the lower cap, the hours both
 * allow). No row: the lender chose nothing. Keyed as `panel_lenders`.
 */
export const lenderDelivery = pgTable(
  'lender_delivery',
  {
    panelKey: text().notNull(),
    lenderId: text().notNull(),
    paused: boolean().notNull().default(false),
    dailyCap: integer(),
    weeklyCap: integer(),
    monthlyCap: integer(),
    /** Hours per weekday (UK time); null: whatever hours the broker set. */
    schedule: jsonb().$type<LenderSchedule>(),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    /** The lender's user who made the last change. */
    updatedBy: uuid().references(() => lenderUsers.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.panelKey, t.lenderId] })],
);
