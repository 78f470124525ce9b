import { describe, expect, it } from 'vitest';
import { estimatedMonthlyPayment, estimatedTotalRepayable, isAffordable } from './loan-maths.ts';

describe('loan maths', () => {
  it('estimates the monthly payment as round(amount × 1.28 ÷ term)', () => {
    expect(estimatedMonthlyPayment(500, 6)).toBe(107);
    expect(estimatedMonthlyPayment(1000, 12)).toBe(107);
    expect(estimatedMonthlyPayment(50, 36)).toBe(2);
  });

  it('totals the payment over the term', () => {
    expect(estimatedTotalRepayable(500, 6)).toBe(642);
  });

  it('is affordable only when disposable income covers the payment plus £100', () => {
    expect(isAffordable(1500, 1293, 107)).toBe(true);
    expect(isAffordable(1500, 1294, 107)).toBe(false);
  });
});
