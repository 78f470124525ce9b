import { describe, expect, it } from 'vitest';
import { createTestBody } from '#shared/admin/ab-schemas.ts';
import { testBody, validateTestForm } from './ab-test-form.tsx';

const values = {
  testId: 'hero_copy',
  name: 'Hero copy',
  description: '',
  controlName: 'Control',
  variantName: 'Variant A',
  controlWeight: '50',
  variantWeight: '50',
  slot: '' as const,
  variantHeading: '',
  variantCta: '',
};

// Issue 25.4: the form checks with the server's schema (#shared/admin), not a copy of its rules.
describe('the A/B test form', () => {
  it('accepts what the server accepts, and sends it', () => {
    expect(validateTestForm(values)).toEqual({});
    expect(createTestBody.safeParse(testBody(values)).success).toBe(true);
  });

  it('refuses what the server refuses, next to the field', () => {
    expect(validateTestForm({ ...values, testId: 'Hero-Copy' })).toEqual({
      testId: 'Use lowercase letters, numbers and underscores only',
    });
    // A rule the old copy missed: the server takes ids of at most 64 characters.
    expect(Object.keys(validateTestForm({ ...values, testId: 'a'.repeat(65) }))).toEqual(['testId']);
    expect(validateTestForm({ ...values, name: '  ' })).toEqual({ name: 'Required' });
    expect(validateTestForm({ ...values, variantWeight: '40' })).toEqual({
      variantWeight: 'The two weights must add up to 100%',
    });
    expect(validateTestForm({ ...values, controlWeight: 'x' })).toEqual({
      controlWeight: 'Enter a weight from 0 to 100',
    });
    expect(validateTestForm({ ...values, slot: 'home-hero' })).toEqual({
      variantCta: 'Give variant A its own words for this slot',
    });
  });
});
