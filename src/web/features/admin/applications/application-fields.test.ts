import { describe, expect, it } from 'vitest';
import { STEP_META, STEP_NUMBERS } from '#shared/application/step-meta.ts';
import { stepSchemas } from '#shared/application/steps.ts';
import { SECTIONS } from './application-fields.ts';

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
