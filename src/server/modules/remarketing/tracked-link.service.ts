import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { resubmitPagePath } from '#server/lib/resubmit-link.ts';
import { FINISHED_STATUSES } from '#shared/application/status.ts';
import * as repo from './remarketing.repository.ts';

export type TrackedLinkDeps = { db: Database; clock: Clock; sessionSecret: string; linkLifeMs: number };

export type TrackedLinkOutcome =
  | { kind: 'not-found' | 'expired' | 'opted-out' | 'completed' }
  | { kind: 'prefetch' }
  | { kind: 'redirect'; location: string };

/** Statuses after which there is nothing left to finish: the reminder has done its job. */
const FINISHED = new Set<string>(FINISHED_STATUSES);

/**
 * Headers that mark a request made ahead of, or instead of, a person: browser and proxy
 * prefetch (Purpose / Sec-Purpose / X-Purpose / X-Moz) and Chrome's prerender.
 */
export function isPrefetch(method: string, headers: Record<string, string | string[] | undefined>): boolean {
  if (method === 'HEAD') return true;
  const values = ['purpose', 'sec-purpose', 'x-purpose', 'x-moz'].flatMap((name) => {
    const value = headers[name];
    return Array.isArray(value) ? value : value ? [value] : [];
  });
  return values.some((value) => /\b(prefetch|preview|prerender)\b/i.test(value));
}

/**
 * A reminder's tracked link. It stays usable for the campaign's life (linkLifeMs from the send),
 * never after an opt-out or once the application is finished or erased. A person's click is
 * recorded and answered with a FRESH signed resubmit link valid 30 minutes from the click, so a
 * mail scanner that follows the link first only spends a link of its own. A prefetch changes
 * nothing and issues nothing.
 */
export async function followTrackedLink(
  deps: TrackedLinkDeps,
  token: string,
  prefetch: boolean,
): Promise<TrackedLinkOutcome> {
  const campaign = await repo.findByToken(deps.db, token);
  const application = campaign?.sentAt ? await repo.findApplication(deps.db, campaign.applicationId) : null;
  if (!campaign?.sentAt || !application) return { kind: 'not-found' };
  const now = deps.clock.now();
  if (now.getTime() > campaign.sentAt.getTime() + deps.linkLifeMs) return { kind: 'expired' };
  if (application.erasedAt || FINISHED.has(application.status)) return { kind: 'completed' };
  const optedOut = await repo.isOptedOut(deps.db, { email: campaign.email, phone: campaign.phone });
  if (optedOut.email || optedOut.phone) return { kind: 'opted-out' };
  if (prefetch) return { kind: 'prefetch' };
  await repo.markOnce(deps.db, campaign.id, 'linkClickedAt', now);
  return { kind: 'redirect', location: resubmitPagePath(deps.sessionSecret, application.sessionId, now) };
}
