import { z } from 'zod';
import { cap, capsInOrder, lenderSchedule } from '#shared/admin/lender-schemas.ts';

// A lender's own delivery settings in the portal (issue 43.1, decision 147): pause and resume, caps
// up to the broker's and hours within the broker's. The bounds are checked by the server, which
// knows the broker's settings; the shapes and their words are shared with the screen.

const version = z.number({ error: 'Reload the page and make your change again' }).int().min(0);

/** Caps (blank: the broker's alone) and hours (null: the broker's alone), from the version the form showed. */
export const deliveryBody = z
  .object({
    version,
    dailyCap: cap('your daily cap'),
    weeklyCap: cap('your weekly cap'),
    monthlyCap: cap('your monthly cap'),
    schedule: lenderSchedule.nullable(),
  })
  .superRefine(capsInOrder);
export type DeliveryBody = z.infer<typeof deliveryBody>;

export const deliveryPauseBody = z.object({ version, paused: z.boolean() });
export type DeliveryPauseBody = z.infer<typeof deliveryPauseBody>;

const caps = {
  dailyCap: z.number().int().nullable(),
  weeklyCap: z.number().int().nullable(),
  monthlyCap: z.number().int().nullable(),
};

export const deliveryView = z.object({
  /** Paused by the lender itself (it may resume). */
  paused: z.boolean(),
  /** Paused by the broker (only the broker resumes it). */
  pausedByBroker: z.boolean(),
  /** The version a change is made from (0 before the lender's first change). */
  version: z.number().int(),
  /** The lender's own caps and hours. */
  own: z.object({ ...caps, schedule: lenderSchedule.nullable() }),
  /** The broker's: the most the lender can have. */
  broker: z.object({ ...caps, schedule: lenderSchedule.nullable() }),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type DeliveryView = z.infer<typeof deliveryView>;
