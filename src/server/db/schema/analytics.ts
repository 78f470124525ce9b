import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec section 3, analytics_events; properties and UTM values hold no personal data. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text().notNull(),
    eventType: text().notNull(),
    eventCategory: text(),
    eventLabel: text(),
    eventValue: integer(),
    page: text(),
    step: integer(),
    timeOnPage: integer(),
    userAgent: text(),
    screenWidth: integer(),
    screenHeight: integer(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    properties: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_type_created_idx').on(t.eventType, t.createdAt),
    // Covers the admin funnel's distinct-session count for a date range (index-only scan).
    index('analytics_events_created_idx').on(t.createdAt, t.sessionId),
    index('analytics_events_session_idx').on(t.sessionId),
  ],
);

/**
 * Every visitor session the funnel counts (ADR 008): analytics sessions and sessions that started
 * an application, each once, on the moment and UTM source it was first seen. Maintained by the
 * triggers of migration 0003; `session_daily_counts` holds the same per UTC day and source.
 */
export const funnelSessions = pgTable('funnel_sessions', {
  sessionId: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  source: text().notNull(),
});

export const sessionDailyCounts = pgTable(
  'session_daily_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    sessions: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source] })],
);
