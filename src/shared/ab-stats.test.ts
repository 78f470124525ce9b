import { describe, expect, it } from 'vitest';
import { chanceToBeatControl, gammaQ, lnGamma, sampleRatioPValue, upliftInterval } from './ab-stats.ts';

describe('A/B statistics', () => {
  it('lnGamma matches factorials', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 10);
    expect(lnGamma(6)).toBeCloseTo(Math.log(120), 10);
    expect(lnGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 10);
  });

  it('chance to beat control: 100/1000 vs 130/1000 is about 0.98', () => {
    const p = chanceToBeatControl({ conversions: 100, assignments: 1000 }, { conversions: 130, assignments: 1000 });
    expect(p).toBeGreaterThan(0.975);
    expect(p).toBeLessThan(0.99);
  });

  it('chance to beat control is 0.5 for identical arms and symmetric', () => {
    expect(
      chanceToBeatControl({ conversions: 50, assignments: 500 }, { conversions: 50, assignments: 500 }),
    ).toBeCloseTo(0.5, 6);
    const ab = chanceToBeatControl({ conversions: 20, assignments: 300 }, { conversions: 30, assignments: 310 });
    const ba = chanceToBeatControl({ conversions: 30, assignments: 310 }, { conversions: 20, assignments: 300 });
    expect(ab + ba).toBeCloseTo(1, 6);
  });

  // Katz log-ratio interval by hand: se = sqrt(1/130 - 1/1000 + 1/100 - 1/1000) = 0.12527.
  it('uplift interval contains the estimate and excludes 0 for a clear win', () => {
    const ci = upliftInterval({ conversions: 100, assignments: 1000 }, { conversions: 130, assignments: 1000 })!;
    expect(ci.estimate).toBeCloseTo(0.3, 10);
    expect(ci.low).toBeGreaterThan(0);
    expect(ci.low).toBeCloseTo(0.017, 3);
    expect(ci.high).toBeCloseTo(0.6618, 3);
    expect(upliftInterval({ conversions: 0, assignments: 10 }, { conversions: 1, assignments: 10 })).toBeNull();
  });

  it('gammaQ gives the chi-squared tail (df 1: 3.841 → 0.05)', () => {
    expect(gammaQ(0.5, 3.841459 / 2)).toBeCloseTo(0.05, 5);
    expect(gammaQ(1, 2)).toBeCloseTo(Math.exp(-2), 10);
  });

  it('SRM: 5000/5500 at 50/50 is a mismatch (p < 0.001); 5000/5050 is not', () => {
    const p = sampleRatioPValue([5000, 5500], [0.5, 0.5]);
    expect(p).toBeLessThan(0.001);
    expect(p).toBeGreaterThan(0);
    expect(sampleRatioPValue([5000, 5050], [0.5, 0.5])).toBeGreaterThan(0.5);
    expect(sampleRatioPValue([0, 0], [0.5, 0.5])).toBe(1);
  });
});
