import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { insertAnalyticsEvent, type NewAnalyticsEvent } from './analytics.repository.ts';

const KNOWN_EVENTS: ReadonlySet<string> = new Set(Object.values(ANALYTICS_EVENTS));
/** Names the browser may send besides the known ones: lower snake case, nothing that can carry data. */
const SAFE_EVENT_NAME = /^[a-z][a-z0-9_]{1,63}$/;
const MAX_PROPERTIES = 20;

const propertyValue = z.union([z.string().max(300), z.number().finite(), z.boolean(), z.null()]);

export const trackBodySchema = z.object({
  event: z.string().refine((name) => KNOWN_EVENTS.has(name) || SAFE_EVENT_NAME.test(name), 'Unknown event name'),
  properties: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'Invalid property name'), propertyValue)
    .refine((props) => Object.keys(props).length <= MAX_PROPERTIES, `At most ${MAX_PROPERTIES} properties`)
    .default({}),
});

export type TrackBody = z.output<typeof trackBodySchema>;
type PropertyValue = z.output<typeof propertyValue>;

// Keys and values that look like personal data are dropped before anything is stored.
const PERSONAL_KEY = new RegExp(
  '(e-?mail|phone|mobile|first_?name|last_?name|full_?name|^name$|address|post_?code|birth|^dob$|' +
    'account|sort_?code|card|password|^ip$)',
  'i',
);
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const UK_PHONE = /(?:\+|00)?44\s*\(?0?\)?\s*\d(?:[\s-]*\d){8,}|\b0\d(?:[\s-]*\d){8,}/;
const DIGIT_RUN = /\d(?:[\s-]?\d){5,}/;

export function looksPersonal(value: PropertyValue): boolean {
  if (typeof value === 'number') return Math.abs(Math.trunc(value)) >= 10_000_000;
  if (typeof value !== 'string') return false;
  return EMAIL.test(value) || UK_PHONE.test(value) || DIGIT_RUN.test(value);
}

/** Only the path of a URL-like value: query strings and fragments can carry tokens and personal data. */
const pathOnly = (value: string) => value.split(/[?#]/)[0] ?? '';

export function sanitizeProperties(properties: Record<string, PropertyValue>): Record<string, PropertyValue> {
  const clean: Record<string, PropertyValue> = {};
  for (const [key, raw] of Object.entries(properties)) {
    if (PERSONAL_KEY.test(key)) continue;
    const value = typeof raw === 'string' && /path|url|referrer/i.test(key) ? pathOnly(raw) : raw;
    if (looksPersonal(value)) continue;
    clean[key] = value;
  }
  return clean;
}

const str = (value: PropertyValue | undefined, max = 200) =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;
const int = (value: PropertyValue | undefined, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

function categoryOf(event: string): string {
  if (event.startsWith('exit_intent_')) return 'exit_intent';
  if (event === ANALYTICS_EVENTS.landingPageView) return 'landing';
  if (event.startsWith('application_')) return 'application';
  return 'site';
}

/** The row stored for one browser event, from already validated input. */
export function toEventRow(input: {
  body: TrackBody;
  sessionId: string;
  userAgent: string | undefined;
  now: Date;
}): NewAnalyticsEvent {
  const props = sanitizeProperties(input.body.properties);
  const path = str(props.path);
  return {
    sessionId: input.sessionId,
    eventType: input.body.event,
    eventCategory: categoryOf(input.body.event),
    eventLabel: str(props.page) ?? str(props.label),
    eventValue: int(props.value, -1_000_000, 1_000_000),
    page: path?.startsWith('/') ? path : null,
    step: int(props.step, 1, 7),
    timeOnPage: int(props.timeOnPage, 0, 86_400),
    userAgent: input.userAgent ? input.userAgent.slice(0, 300) : null,
    screenWidth: int(props.screenWidth, 0, 20_000),
    screenHeight: int(props.screenHeight, 0, 20_000),
    utmSource: str(props.utm_source ?? props.source, 100),
    utmMedium: str(props.utm_medium ?? props.medium, 100),
    utmCampaign: str(props.utm_campaign ?? props.campaign, 100),
    properties: props,
    createdAt: input.now,
  };
}

export async function recordEvent(db: Database, input: Parameters<typeof toEventRow>[0]): Promise<void> {
  await insertAnalyticsEvent(db, toEventRow(input));
}
