import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import {
  lastRotation,
  recordSecretAudit,
  rotateSecret,
  SECRET_ROTATE,
  secretsOf,
  withSecretLock,
  type LenderConfig,
} from '#server/modules/lenders/directory/index.ts';
import type { portalAddUserBody } from '#shared/lender-portal/portal-schemas.ts';
import type { LenderSession } from './lender-session.ts';
import { requireFreshCode } from './lender-totp.service.ts';
import { addPortalUser, portalUsersOf, setPortalUserAccess } from './portal-users.ts';

/** How the portal's services know who asks: the session's lender, and one of its admins (403 otherwise). */
export type Asker = {
  lenderId: () => Promise<string>;
  adminSession: () => Promise<LenderSession>;
  lenderConfigOf: (id: string) => Promise<LenderConfig>;
};

/**
 * What a lender's admins manage (issue 43.1): the shared secret (any user sees when it was rotated;
 * only an admin rotates it, after a fresh authenticator code: decision 081) and its portal users.
 */
export function adminServices(
  deps: { db: Database; clock: Clock; cipher: FieldCipher },
  asker: Asker,
  request: FastifyRequest,
) {
  const { db, clock, cipher } = deps;
  const { lenderId, adminSession, lenderConfigOf } = asker;
  const actor = async () => {
    const found = await adminSession();
    return { lenderId: found.lenderId, lenderUserId: found.lenderUserId, now: clock.now() };
  };
  return {
    /** When the shared secret was last rotated, and until when the previous one is accepted. */
    async secretStatus() {
      const lender = await lenderConfigOf(await lenderId());
      const now = clock.now();
      const [secrets, rotatedAt] = await Promise.all([secretsOf(db, cipher, lender, now), lastRotation(db, lender.id)]);
      return {
        rotatedAt: rotatedAt?.toISOString() ?? null,
        previousValidUntil: secrets.previousUntil?.toISOString() ?? null,
      };
    },

    /** A new shared secret after a fresh authenticator code (decision 081), shown this once. */
    async rotateSecret(totp: string) {
      const user = await adminSession();
      await requireFreshCode(deps, user, totp, request.ip);
      const lender = await lenderConfigOf(user.lenderId);
      const now = clock.now();
      // The new secret and its audit row are one step: no rotation goes unrecorded (issue 41.6).
      const rotated = await withSecretLock(db, lender.id, async (tx) => {
        const made = await rotateSecret(tx, cipher, { lender, lenderUserId: user.lenderUserId, now });
        await recordSecretAudit(tx, {
          action: SECRET_ROTATE,
          lenderId: lender.id,
          by: { lenderUserId: user.lenderUserId },
          made,
          now,
        });
        return made;
      });
      request.log.info({ lenderId: lender.id }, 'lender secret rotated in the portal');
      // No previous secret (a lender that had none): nothing overlaps, the new one applies now.
      const until = rotated.previousValidUntil ?? now;
      return { secret: rotated.secret, previousValidUntil: until.toISOString() };
    },

    /** Its lender's portal users (its admins only). */
    async users() {
      const { lenderId: id } = await actor();
      return { users: await portalUsersOf(db, id) };
    },

    /** A new user of its lender with a one-time password shown once (its admins only). */
    async addUser(input: z.infer<typeof portalAddUserBody>) {
      return addPortalUser(db, await actor(), input);
    },

    /** Disables or enables a user of its lender (its admins only); disabling ends its sessions. */
    async setUserDisabled(lenderUserId: string, disabled: boolean) {
      await setPortalUserAccess(db, await actor(), lenderUserId, disabled);
    },
  };
}
