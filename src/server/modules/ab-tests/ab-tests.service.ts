import { createHash } from 'node:crypto';
import { chanceToBeatControl, sampleRatioPValue, SRM_P_THRESHOLD, upliftInterval } from '#shared/ab-stats.ts';
import type { AbTestResult } from '#shared/admin/ab-schemas.ts';
import type { listTests, VariantRow } from './ab-tests.repository.ts';

/** Deterministic bucket in [0, 1) for a visitor and test: the same session always lands the same. */
export function bucketOf(visitorId: string, testId: string): number {
  const hex = createHash('sha256').update(`${visitorId}:${testId}`).digest('hex').slice(0, 13);
  return Number.parseInt(hex, 16) / 2 ** 52;
}

/** The variant whose cumulative weight range holds the bucket (weights need not sum exactly to 1). */
export function pickVariant(variants: Pick<VariantRow, 'variantId' | 'weight'>[], bucket: number): string | null {
  const total = variants.reduce((s, v) => s + v.weight, 0);
  if (total <= 0) return null;
  let edge = 0;
  for (const variant of variants) {
    edge += variant.weight / total;
    if (bucket < edge) return variant.variantId;
  }
  return variants.at(-1)?.variantId ?? null;
}

type Listing = Awaited<ReturnType<typeof listTests>>;

/** Tests with per-variant counts and statistics against the control variant. */
export function summariseTests({ tests, variants, counts }: Listing): AbTestResult[] {
  return tests.map((test) => {
    const own = variants
      .filter((v) => v.testId === test.testId)
      .sort((a, b) =>
        a.variantId === 'control' ? -1 : b.variantId === 'control' ? 1 : a.variantId.localeCompare(b.variantId),
      );
    const arms = own.map((v) => {
      const c = counts.find((row) => row.testId === test.testId && row.variantId === v.variantId);
      return {
        id: v.variantId,
        name: v.name,
        weight: v.weight,
        content: v.content ?? null,
        assignments: c?.assignments ?? 0,
        conversions: c?.conversions ?? 0,
      };
    });
    const control = arms.find((a) => a.id === 'control') ?? arms[0];
    const srmPValue = sampleRatioPValue(
      arms.map((a) => a.assignments),
      arms.map((a) => a.weight),
    );
    return {
      testId: test.testId,
      name: test.name,
      description: test.description ?? '',
      status: test.status,
      slot: test.slot ?? null,
      createdAt: test.createdAt.toISOString(),
      totalAssignments: arms.reduce((s, a) => s + a.assignments, 0),
      totalConversions: arms.reduce((s, a) => s + a.conversions, 0),
      srmPValue,
      srmWarning: srmPValue < SRM_P_THRESHOLD,
      variants: arms.map((arm) => {
        const isControl = arm === control || !control;
        return {
          ...arm,
          conversionRate: arm.assignments ? arm.conversions / arm.assignments : 0,
          chanceToBeatControl:
            isControl || !control.assignments || !arm.assignments ? null : chanceToBeatControl(control, arm),
          uplift: isControl ? null : upliftInterval(control, arm),
        };
      }),
    };
  });
}
