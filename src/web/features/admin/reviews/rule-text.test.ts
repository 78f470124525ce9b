import { describe, expect, it } from 'vitest';
import { ruleText } from './rule-text.ts';

describe('the rule a review is about, in words (issue 42.11)', () => {
  it('names the duplicate rule once, then its reason', () => {
    // As the duplicate rule stores it (src/server/modules/lenders/panel/duplicates.ts).
    const reason = 'duplicate: the same email, mobile and date of birth applied within 30 days';
    expect(ruleText({ automatedDecision: 'duplicate', ruleReason: reason })).toBe(
      'Refused by the duplicate rule: the same email, mobile and date of birth applied within 30 days',
    );
    expect(ruleText({ automatedDecision: 'duplicate', ruleReason: null })).toBe('Refused by the duplicate rule');
  });

  it('says a possible repeat applicant and the gate’s reasons in words, never their codes', () => {
    expect(ruleText({ automatedDecision: 'referred', ruleReason: 'possible-duplicate' })).toMatch(
      /^Referred as a possible repeat applicant: two of the email, mobile and date of birth/,
    );
    expect(ruleText({ automatedDecision: 'referred', ruleReason: 'wants-debt-help' })).toBe(
      'Referred by the gate: Asked for help with debt',
    );
  });
});
