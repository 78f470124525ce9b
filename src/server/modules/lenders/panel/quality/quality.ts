import { isUkMobile } from '#server/modules/verification/index.ts';
import { compareIdentity, normaliseName, normalisePostcode, type Identity } from '../applicant-identity.ts';
import type { DisposableEmailCheck } from './disposable-email.ts';

// The quality score of a lead (issue 43.3, decision 140): pure, from offline signals gathered once
// (quality-signals.repository.ts). The ping carries it as `quality: {class, reasons}`.

export const QUALITY_CLASSES = ['good', 'review', 'bad'] as const;
export type QualityClass = (typeof QUALITY_CLASSES)[number];
/** The reason codes, in the order a ping lists them. */
export const QUALITY_REASONS = [
  'disposable-email',
  'mobile-check-failed',
  'velocity',
  'near-duplicate',
  'implausible-income',
] as const;
export type QualityReason = (typeof QUALITY_REASONS)[number];
export type Quality = { class: QualityClass; reasons: QualityReason[] };

/** How far back the velocity and near-duplicate signals look: applications consented within it. */
export const QUALITY_WINDOW_HOURS = 24;
/** Other names at the same device or address within the window that make a velocity signal. */
export const VELOCITY_OTHER_NAMES = 2;
/** Review signals that together make a lead bad. */
export const REVIEW_SIGNALS_FOR_BAD = 3;

/** Reasons that hold the application on their own. */
const HARD: ReadonlySet<QualityReason> = new Set(['disposable-email']);

/**
 * The monthly income (pounds) beyond which a stated employment type is implausible, and for
 * full-time work the floor under which it is (half the National Living Wage for 30 hours a week).
 * Deliberately wide: a lender still decides; the signal only asks it to look (docs/decision 140).
 */
export const INCOME_CEILINGS: Readonly<Record<number, number>> = {
  1: 20_000, // full-time (about £240,000 a year)
  2: 6_000, // part-time
  3: 25_000, // self-employed
  4: 8_000, // temporary
  5: 6_000, // pension
  6: 3_000, // benefits
  7: 3_000, // unemployed
  8: 4_000, // student
};
export const FULL_TIME_INCOME_FLOOR = 800;

export function implausibleIncome(employmentType: number | null, monthlyIncome: number | null): boolean {
  if (employmentType === null || monthlyIncome === null) return false;
  const ceiling = INCOME_CEILINGS[employmentType];
  if (ceiling !== undefined && monthlyIncome > ceiling) return true;
  return employmentType === 1 && monthlyIncome < FULL_TIME_INCOME_FLOOR;
}

/** What the score reads of an application (this one, or a neighbour consented within the window). */
export type ScoredApplicant = Identity & {
  currentHouse?: string | null;
  userIp?: string | null;
  userAgent?: string | null;
};
export type Applicant = ScoredApplicant & { employmentType: number | null; monthlyIncome: number | null };

export type Signals = {
  disposableEmail: boolean;
  mobileCheckFailed: boolean;
  /** Distinct other names that applied from the same device or address within the window. */
  otherNames: number;
  nearDuplicate: boolean;
  implausibleIncome: boolean;
};

const fullName = (a: ScoredApplicant) =>
  a.firstName && a.lastName ? `${normaliseName(a.firstName)} ${normaliseName(a.lastName)}` : null;
const houseOf = (a: ScoredApplicant) =>
  a.currentPostcode && a.currentHouse
    ? `${normalisePostcode(a.currentPostcode)}|${normaliseName(a.currentHouse)}`
    : null;
/** The device as recorded: the truncated IP with the browser's user agent, both present. */
const deviceOf = (a: ScoredApplicant) => (a.userIp && a.userAgent ? `${a.userIp}|${a.userAgent}` : null);

/** The signals of an application among its neighbours (other applications consented within the window). */
export function signalsOf(
  app: Applicant,
  neighbours: readonly ScoredApplicant[],
  emails: DisposableEmailCheck,
): Signals {
  const own = fullName(app);
  const house = houseOf(app);
  const device = deviceOf(app);
  const names = new Set<string>();
  for (const n of neighbours) {
    const name = fullName(n);
    if (!name || name === own) continue;
    if ((house && houseOf(n) === house) || (device && deviceOf(n) === device)) names.add(name);
  }
  return {
    disposableEmail: emails.isDisposable(app.email),
    mobileCheckFailed: !isUkMobile(app.mobilePhone ?? ''),
    otherNames: names.size,
    // The duplicate rule's own comparison (ADR 051): the same or nearly the same applicant.
    nearDuplicate: neighbours.some((n) => compareIdentity(app, n) !== null),
    implausibleIncome: implausibleIncome(app.employmentType, app.monthlyIncome),
  };
}

/**
 * The class from the signals: `bad` for a disposable email, or for three review signals together;
 * `review` for any one of the others; else `good`.
 */
export function scoreQuality(signals: Signals): Quality {
  const present: Record<QualityReason, boolean> = {
    'disposable-email': signals.disposableEmail,
    'mobile-check-failed': signals.mobileCheckFailed,
    velocity: signals.otherNames >= VELOCITY_OTHER_NAMES,
    'near-duplicate': signals.nearDuplicate,
    'implausible-income': signals.implausibleIncome,
  };
  const reasons = QUALITY_REASONS.filter((r) => present[r]);
  const soft = reasons.filter((r) => !HARD.has(r)).length;
  const bad = reasons.some((r) => HARD.has(r)) || soft >= REVIEW_SIGNALS_FOR_BAD;
  return { class: bad ? 'bad' : reasons.length > 0 ? 'review' : 'good', reasons };
}

const isQuality = (value: unknown): value is Quality =>
  typeof value === 'object' &&
  value !== null &&
  (QUALITY_CLASSES as readonly unknown[]).includes((value as Quality).class) &&
  Array.isArray((value as Quality).reasons);

/** Sent for a lead scored before the quality score existed (a later Find More Lenders run). */
const NOT_SCORED = { class: 'review', reasons: ['not-scored'] } as const;

/**
 * The quality a ping carries: the stored score, except that a held application a person released
 * (decision 125's `reviewClearedAt`) goes as `review` with its reasons: never `bad` to a lender.
 */
export function qualityForLenders(
  stored: unknown,
  clearedByPerson: boolean,
): { class: QualityClass; reasons: string[] } {
  if (!isQuality(stored)) return { ...NOT_SCORED, reasons: [...NOT_SCORED.reasons] };
  const reasons = [...stored.reasons];
  return { class: stored.class === 'bad' && clearedByPerson ? 'review' : stored.class, reasons };
}
