import { describe, expect, it } from 'vitest';
import { affordabilityPayment, estimatedMonthlyPayment, estimatedTotalRepayable, isAffordable } from './loan-maths.ts';

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

  it('checks affordability with the payment at the representative APR, amortised (issue 25.6)', () => {
    // £5,000 over 36 months: £323.45 a month at 91% APR, not the estimate's £178.
    expect(estimatedMonthlyPayment(5000, 36)).toBe(178);
    expect(affordabilityPayment(5000, 36, 91)).toBe(323.45);
    expect(affordabilityPayment(500, 6, 91)).toBe(100.22);
    expect(affordabilityPayment(5000, 36)).toBe(323.45);
    expect(affordabilityPayment(1200, 12, 0)).toBe(100);
    expect(affordabilityPayment(500, 0, 91)).toBe(0);
    // £300 a month to spare does not carry that loan.
    expect(isAffordable(1300, 1000, affordabilityPayment(5000, 36, 91))).toBe(false);
  });
});
