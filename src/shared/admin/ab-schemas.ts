import { z } from 'zod';
import { AB_SLOTS, SLOT_FIELDS, slotContent } from './ab-slots.ts';

export const AB_TEST_STATUSES = ['active', 'paused', 'completed'] as const;
export type AbTestStatus = (typeof AB_TEST_STATUSES)[number];
export const TEST_ID_PATTERN = /^[a-z0-9_]+$/;

const variantInput = z.object({
  id: z.string().regex(TEST_ID_PATTERN, 'Use lowercase letters, numbers and underscores only').max(64),
  name: z.string().trim().min(1, 'Give each variant a name').max(128, 'Keep a variant’s name under 128 characters'),
  weight: z.number().min(0, 'Weight must be between 0 and 100%').max(1, 'Weight must be between 0 and 100%'),
  content: slotContent.optional(),
});

/** POST /api/abtest/create (docs/api-contract.md#experiments); weights are fractions that must add up to 1. */
export const createTestBody = z
  .object({
    // Each message names its field: a summary of two problems reads "Enter a test ID", "Enter a name",
    // not "Required", "Required" (issue 42.11).
    testId: z
      .string()
      .trim()
      .min(1, 'Enter a test ID')
      .max(64, 'Keep the test ID to 64 characters')
      .regex(TEST_ID_PATTERN, 'Use lowercase letters, numbers and underscores only'),
    name: z.string().trim().min(1, 'Enter a name').max(128, 'Keep the name under 128 characters'),
    description: z.string().trim().max(1000).optional().default(''),
    slot: z.enum(AB_SLOTS, { error: 'Slot must be home-hero or apply-cta' }).optional(),
    variants: z.array(variantInput).length(2, 'Exactly two variants: control and variant_a'),
  })
  .superRefine((body, ctx) => {
    const ids = body.variants.map((v) => v.id);
    if (ids[0] !== 'control' || ids[1] !== 'variant_a')
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Variants must be control and variant_a' });
    const sum = body.variants.reduce((s, v) => s + v.weight, 0);
    if (Math.abs(sum - 1) > 0.0001)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Weights must add up to 100%' });
    body.variants.forEach((v, i) => {
      const keys = Object.keys(v.content ?? {});
      if (keys.length === 0) return;
      if (!body.slot)
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'content'],
          message: 'Content needs a slot to show it in',
        });
      else if (v.id === 'control')
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'content'],
          message: "The control keeps the page's own words",
        });
      else
        for (const key of keys) {
          if (!SLOT_FIELDS[body.slot].includes(key as 'heading' | 'cta'))
            ctx.addIssue({
              code: 'custom',
              path: ['variants', i, 'content', key],
              message: `The ${body.slot} slot has no ${key}`,
            });
        }
    });
    if (body.slot && Object.keys(body.variants[1]?.content ?? {}).length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', 1, 'content'],
        message: 'Give variant A its own words for this slot',
      });
    }
  });
export type CreateTestBody = z.input<typeof createTestBody>;

export const toggleTestBody = z.object({
  testId: z.string().regex(TEST_ID_PATTERN).max(64),
  status: z.enum(AB_TEST_STATUSES),
});
export const deleteTestBody = z.object({ testId: z.string().regex(TEST_ID_PATTERN).max(64) });

export const abVariantResult = z.object({
  id: z.string(),
  name: z.string(),
  weight: z.number(),
  content: slotContent.nullable(),
  assignments: z.number(),
  conversions: z.number(),
  conversionRate: z.number(),
  /** P(this variant's rate > control's); null for the control itself. */
  chanceToBeatControl: z.number().nullable(),
  /** 95% interval of the relative uplift over control; null for control or with no conversions. */
  uplift: z.object({ estimate: z.number(), low: z.number(), high: z.number() }).nullable(),
});

export const abTestResult = z.object({
  testId: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(AB_TEST_STATUSES),
  slot: z.enum(AB_SLOTS).nullable(),
  createdAt: z.string(),
  totalAssignments: z.number(),
  totalConversions: z.number(),
  variants: z.array(abVariantResult),
  srmPValue: z.number(),
  srmWarning: z.boolean(),
});
export type AbTestResult = z.infer<typeof abTestResult>;
export const abTestList = z.array(abTestResult);
