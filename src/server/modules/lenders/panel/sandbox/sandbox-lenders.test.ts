import { describe, expect, it } from 'vitest';
import { ineligibleReason } from '../eligibility.ts';
import type { PingLead } from '../lead-payload.ts';
import { parsePanelConfig, tiersOf } from '../../directory/panel-config.ts';
import { sandboxDecision, SANDBOX_LENDERS } from './sandbox-lenders.ts';

const lead = (loan: Partial<PingLead['loan']> = {}, applicant: Partial<PingLead['applicant']> = {}): PingLead => ({
  loan: { amount: 500, term: 6, purpose: 1, ...loan },
  applicant: {
    age: 35,
    employmentType: 1,
    monthlyIncome: 2500,
    monthlyExpenses: 900,
    estimatedMonthlyPayment: 107,
    residentialStatus: 2,
    payFrequency: 3,
    postcodeDistrict: 'SW1A',
    mobileCheck: 'passed',
    ...applicant,
  },
  quality: { class: 'good', reasons: [] },
});

describe('sandbox decision rules (contract: Lender panel sandbox)', () => {
  it('accepts income of £1,000+, affordable, £50-£5,000', () => {
    expect(sandboxDecision(lead()).decision).toBe('accept');
    expect(sandboxDecision(lead({ amount: 50 }, { monthlyIncome: 1000, monthlyExpenses: 0 })).decision).toBe('accept');
  });
  it('Find More Lenders: Larch takes unemployed applicants with £1,000+ income who are affordable', () => {
    const larch = SANDBOX_LENDERS.find((l) => l.id === 'larch-lending')!;
    expect(
      sandboxDecision(lead({}, { employmentType: 7, monthlyIncome: 1000, monthlyExpenses: 300 }), larch).decision,
    ).toBe('accept');
    expect(
      sandboxDecision(lead({}, { employmentType: 7, monthlyIncome: 999, monthlyExpenses: 100 }), larch).decision,
    ).toBe('reject');
    expect(
      sandboxDecision(lead({}, { employmentType: 7, monthlyIncome: 1200, monthlyExpenses: 1100 }), larch).decision,
    ).toBe('reject');
    expect(SANDBOX_LENDERS.filter((l) => l.takesUnemployed).map((l) => [l.id, l.panels])).toEqual([
      ['larch-lending', ['secondary']],
    ]);
  });
  it('sends affordable applications with income under £1,000 to review', () => {
    expect(sandboxDecision(lead({}, { monthlyIncome: 999, monthlyExpenses: 100 })).decision).toBe('pending');
  });
  it('rejects unemployed, no income, unaffordable and out-of-range amounts', () => {
    expect(sandboxDecision(lead({}, { employmentType: 7 })).decision).toBe('reject');
    expect(sandboxDecision(lead({}, { monthlyIncome: 0, monthlyExpenses: 0 })).decision).toBe('reject');
    // The payment at the representative 91% APR (issue 25.6): £5,000 over 36 months is £323.45 a
    // month (the screen's estimate says £178); disposable £423 < £423.45.
    const big = { amount: 5000, term: 36 };
    expect(sandboxDecision(lead(big, { monthlyIncome: 1423, monthlyExpenses: 1000 })).decision).toBe('reject');
    expect(sandboxDecision(lead(big, { monthlyIncome: 1424, monthlyExpenses: 1000 })).decision).toBe('accept');
    expect(
      sandboxDecision(lead({ amount: 5001, term: 36 }, { monthlyIncome: 8000, monthlyExpenses: 0 })).decision,
    ).toBe('reject');
  });
});

describe('eligibility rules and tiers', () => {
  it('names the first rule that excludes a lead', () => {
    expect(ineligibleReason({ minTerm: 12 }, lead())).toBe('term below lender minimum');
    expect(ineligibleReason({ minMonthlyIncome: 3000 }, lead())).toBe('income below lender minimum');
    expect(ineligibleReason({ employmentTypes: [3] }, lead())).toBe('employment type not accepted');
    expect(ineligibleReason({ minAge: 40 }, lead())).toBe('below lender minimum age');
    expect(ineligibleReason({}, lead({}, { age: null }))).toBe('age unknown');
    expect(ineligibleReason({ minAmount: 100, maxAmount: 5000, maxAge: 75 }, lead())).toBeNull();
  });

  it('orders tiers by number and lenders by priority, then price', () => {
    const lender = (id: string, tier: number, price: number, priority = 100) => ({
      id,
      name: `Lender ${id}`,
      endpoint: 'https://x.example/l',
      secret: 'sixteen-chars-ok!',
      tier,
      price,
      priority,
    });
    const config = parsePanelConfig({
      lenders: [lender('lc', 2, 50), lender('la', 1, 10), lender('lb', 1, 30), lender('ld', 1, 5, 1)],
    });
    expect(tiersOf(config, 'primary').map((t) => t.map((l) => l.id))).toEqual([['ld', 'lb', 'la'], ['lc']]);
    expect(config).toMatchObject({ defaultTimeoutMs: 3000, duplicateWindowDays: 30, jobQueue: 'lead-delivery' });
    expect(() => parsePanelConfig({ lenders: [lender('la', 1, 1), lender('la', 2, 1)] })).toThrow(
      /duplicate lender id la/,
    );
  });
});
