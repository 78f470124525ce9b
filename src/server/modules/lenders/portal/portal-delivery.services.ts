import type { Clock } from '#server/lib/clock.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  deliveryOf,
  setDeliveryLimits,
  setDeliveryPaused,
  type PanelConfig,
} from '#server/modules/lenders/directory/index.ts';
import type { DeliveryBody, DeliveryPauseBody, DeliveryView } from '#shared/lender-portal/delivery-schemas.ts';
import type { LenderSession } from './lender-session.ts';

/**
 * The lender's own delivery settings (issue 43.1, decision 147): any of its users (full session)
 * pauses and resumes its leads and sets caps and hours inside the broker's; each change is audited
 * with the user's email and shown in the back office's history of the lender.
 */
export function deliveryServices(
  deps: { db: Database; clock: Clock; panelConfig: () => PanelConfig | null },
  session: () => Promise<LenderSession>,
) {
  const { db, clock } = deps;
  const panelKey = () => {
    const config = deps.panelConfig();
    if (!config) throw new AppError('UNAVAILABLE', 'The lender panel is not configured');
    return config.jobQueue;
  };
  const who = async () => {
    const found = await session();
    return { panelKey: panelKey(), lenderId: found.lenderId, lenderUserId: found.lenderUserId, now: clock.now() };
  };
  return {
    /** The lender's pause, caps and hours beside the broker's. */
    async delivery(): Promise<DeliveryView> {
      const { panelKey: key, lenderId } = await who();
      return deliveryOf(db, { panelKey: key, lenderId });
    },

    async pauseDelivery(input: DeliveryPauseBody): Promise<DeliveryView> {
      const actor = await who();
      await setDeliveryPaused(db, { ...actor, ...input });
      return deliveryOf(db, actor);
    },

    async setDelivery(body: DeliveryBody): Promise<DeliveryView> {
      const actor = await who();
      await setDeliveryLimits(db, { ...actor, body });
      return deliveryOf(db, actor);
    },
  };
}
