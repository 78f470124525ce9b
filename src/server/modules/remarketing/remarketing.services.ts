import type { FastifyRequest } from 'fastify';
import * as repo from './remarketing.repository.ts';
import {
  followTrackedLink,
  isPrefetch,
  type TrackedLinkDeps,
  type TrackedLinkOutcome,
} from './tracked-link.service.ts';

export type RemarketingServices = {
  /**
   * A reminder's tracked link (`/r/:token`) as this request asks it: a person's click is recorded
   * and sent on; a prefetch or HEAD changes nothing (decided from the request's method and headers).
   */
  follow(token: string): Promise<TrackedLinkOutcome>;
  /** Whether an unsubscribe link names a campaign (GET changes nothing: mail scanners follow links). */
  unsubscribeKnown(token: string): Promise<boolean>;
  /** Stops every marketing message to the campaign's email and phone; false for an unknown link. */
  unsubscribe(token: string): Promise<boolean>;
};

/** The reminder links' calls (tracked link and unsubscribe), bound to one request. */
export const remarketingServices =
  (deps: TrackedLinkDeps) =>
  (request: FastifyRequest): RemarketingServices => ({
    follow: (token) => followTrackedLink(deps, token, isPrefetch(request.method, request.headers)),
    unsubscribeKnown: async (token) => Boolean(await repo.findByToken(deps.db, token)),
    async unsubscribe(token) {
      const campaign = await repo.findByToken(deps.db, token);
      if (!campaign) return false;
      await repo.recordOptOut(deps.db, { email: campaign.email, phone: campaign.phone, reason: 'unsubscribe link' });
      if (campaign.status === 'pending')
        await repo.updateCampaign(deps.db, campaign.id, { status: 'skipped', statusReason: 'opted out' });
      return true;
    },
  });
