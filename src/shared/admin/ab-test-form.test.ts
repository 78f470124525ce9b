import { describe, expect, it } from 'vitest';
import { createTestBody } from './ab-schemas.ts';
import { AB_TEST_FORM_DEFAULTS, abTestForm, testBody, type AbTestFormValues } from './ab-test-form.ts';

const values: AbTestFormValues = { ...AB_TEST_FORM_DEFAULTS, testId: 'hero_copy', name: 'Hero copy' };

/** Each field's first problem, as the form shows it (react-hook-form's resolver keeps the first). */
function problems(input: AbTestFormValues): Record<string, string> {
  const result = abTestForm.safeParse(input);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

// Issue 25.4: the form checks with the server's schema (#shared/admin), not a copy of its rules.
describe('the A/B test form', () => {
  it('accepts what the server accepts, and sends it', () => {
    expect(abTestForm.parse(values)).toEqual(testBody(values));
    expect(createTestBody.safeParse(testBody(values)).success).toBe(true);
  });

  it('refuses what the server refuses, next to the field', () => {
    expect(problems({ ...values, testId: 'Hero-Copy' })).toEqual({
      testId: 'Use lowercase letters, numbers and underscores only',
    });
    // A rule the old copy missed: the server takes ids of at most 64 characters.
    expect(Object.keys(problems({ ...values, testId: 'a'.repeat(65) }))).toEqual(['testId']);
    expect(problems({ ...values, name: '  ' })).toEqual({ name: 'Enter a name' });
    // Each empty field says which it is (issue 42.11), not "Required" twice.
    expect(problems({ ...values, testId: '', name: '' })).toEqual({ testId: 'Enter a test ID', name: 'Enter a name' });
    expect(problems({ ...values, variantWeight: '40' })).toEqual({
      variantWeight: 'The two weights must add up to 100%',
    });
    expect(problems({ ...values, controlWeight: 'x' })).toEqual({
      controlWeight: 'Enter a weight from 0 to 100',
    });
    expect(problems({ ...values, slot: 'home-hero' })).toEqual({
      variantCta: 'Give variant A its own words for this slot',
    });
  });
});
