import { z } from 'zod';

/**
 * The places on the site an experiment can change (contract: POST /api/abtest/create with slot).
 * home-hero: the home page's main heading and its call to action; apply-cta: step 1's Continue.
 */
export const AB_SLOTS = ['home-hero', 'apply-cta'] as const;
export type AbSlot = (typeof AB_SLOTS)[number];

export const SLOT_FIELDS: Record<AbSlot, readonly ('heading' | 'cta')[]> = {
  'home-hero': ['heading', 'cta'],
  'apply-cta': ['cta'],
};

export const slotContent = z.object({
  heading: z
    .string()
    .trim()
    .min(1, 'Enter the heading or leave it out')
    .max(120, 'Keep the heading to 120 characters')
    .optional(),
  cta: z
    .string()
    .trim()
    .min(1, 'Enter the button text or leave it out')
    .max(40, 'Keep the button text to 40 characters')
    .optional(),
});
export type SlotContent = z.infer<typeof slotContent>;
