import type { Database } from '#server/db/client.ts';
import type { ApplicationRow } from '../lead-payload.ts';
import { disposableEmail, type DisposableEmailCheck } from './disposable-email.ts';
import { QUALITY_CLASSES, QUALITY_WINDOW_HOURS, scoreQuality, signalsOf, type Quality } from './quality.ts';
import { neighboursOf, storeQuality } from './quality-signals.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

const stored = (value: unknown): Quality | null =>
  typeof value === 'object' &&
  value !== null &&
  (QUALITY_CLASSES as readonly unknown[]).includes((value as Quality).class) &&
  Array.isArray((value as Quality).reasons)
    ? (value as Quality)
    : null;

/**
 * The quality step of the panel's run (decision 140): the application's score, gathered (one
 * query) and stored on its first run; a resumed or later run reads the stored one, so every ping
 * of a lead says the same.
 */
export async function scoreApplication(
  db: Database,
  app: ApplicationRow,
  now: Date,
  emails: DisposableEmailCheck = disposableEmail,
): Promise<Quality> {
  const known = stored(app.quality);
  if (known) return known;
  const neighbours = await neighboursOf(db, app, new Date(now.getTime() - QUALITY_WINDOW_HOURS * HOUR_MS));
  return storeQuality(db, app.id, scoreQuality(signalsOf(app, neighbours, emails)));
}
