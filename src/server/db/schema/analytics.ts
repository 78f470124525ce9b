import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** analytics_events; properties and UTM values hold no personal data. */
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
