import { describe, expect, it } from 'vitest';
import { STEP_META, STEP_NUMBERS } from '#shared/application/step-meta.ts';
import { stepSchemas } from '#shared/application/steps.ts';
import { when } from '#web/features/admin/ui/format.ts';
import { displayValue, isEmptyValue, SECTIONS } from './application-fields.ts';

/** The first section that claims `key`, as the detail view assigns them. */
const sectionOf = (key: string) => SECTIONS.find((s) => s.match(key))?.title ?? 'Other';

describe('admin detail sections', () => {
  it('has one section per step, titled from STEP_META, in the order of the application', () => {
    expect(SECTIONS.map((s) => s.title)).toEqual([
      'Status and outcome',
      ...STEP_NUMBERS.map((n) => `Step ${n}: ${STEP_META[n].funnelName}${n === 5 ? ' (masked)' : ''}`),
      'Source',
    ]);
  });

  it("puts every field of a step's schema in that step's section", () => {
    for (const n of STEP_NUMBERS)
      for (const key of Object.keys(stepSchemas[n].shape))
        expect(sectionOf(key), key).toMatch(new RegExp(`^Step ${n}: `));
  });

  it('keeps the stored columns beyond the forms with their step, and the outcome columns apart', () => {
    expect(sectionOf('previousCounty')).toBe('Step 3: Address Details');
    expect(sectionOf('previousMonthsAtAddress')).toBe('Step 3: Address Details');
    expect(sectionOf('consentedAt')).toBe('Step 7: Consent');
    expect(sectionOf('currentStep')).toBe('Status and outcome');
    expect(sectionOf('utmSource')).toBe('Source');
    expect(sectionOf('somethingNew')).toBe('Other');
  });
});

describe('admin detail values (issue 27.4)', () => {
  it('says where the applicant is rather than a step number past the last', () => {
    expect(displayValue('currentStep', 8)).toBe('All 7 steps done');
    expect(displayValue('currentStep', 3)).toBe('Step 3 of 7: Address Details');
  });

  it('shows amounts in pounds and terms in months', () => {
    expect(displayValue('price', 42)).toBe('£42.00');
    expect(displayValue('loanAmount', 1500)).toBe('£1,500.00');
    expect(displayValue('monthlyIncome', 2100.5)).toBe('£2,100.50');
    expect(displayValue('expenseHousing', 0)).toBe('£0.00');
    expect(displayValue('loanTerm', 6)).toBe('6 months');
    expect(displayValue('currentMonthsAtAddress', 1)).toBe('1 month');
  });

  it('writes every date in one format, in London time', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST).
    expect(displayValue('createdAt', '2026-07-01T23:30:00.000Z')).toBe(when('2026-07-01T23:30:00.000Z'));
    expect(when('2026-07-01T23:30:00.000Z')).toBe('2 Jul 2026, 00:30');
    expect(displayValue('dateOfBirth', '1990-03-04')).toBe('4 Mar 1990');
    expect(displayValue('nextPayDate', '2026-12-01')).toBe('1 Dec 2026');
  });

  it('writes postcodes as they are written, with one space (issue 27.10)', () => {
    expect(displayValue('currentPostcode', 'M11AE')).toBe('M1 1AE');
    expect(displayValue('previousPostcode', 'sw1a2aa')).toBe('SW1A 2AA');
  });

  it('counts null and empty text as empty, zero and false as filled', () => {
    expect([null, '', undefined].map(isEmptyValue)).toEqual([true, true, true]);
    expect([0, false, 'x'].map(isEmptyValue)).toEqual([false, false, false]);
  });
});
