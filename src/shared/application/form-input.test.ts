import { describe, expect, it } from 'vitest';
import { dateBoxesProblem, joinDate, stepFormValues } from './form-input.ts';

const form = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('a posted step form as its schema takes it', () => {
  it('joins the date boxes and the years and months selectors, and types numbers', () => {
    const values = stepFormValues(
      2,
      form({
        title: '4',
        firstName: 'Olivia',
        'dateOfBirth.day': '1',
        'dateOfBirth.month': '5',
        'dateOfBirth.year': '1990',
        dependents: '',
      }),
    );
    expect(values).toEqual({ title: 4, firstName: 'Olivia', dateOfBirth: '1990-05-01' });
    expect(
      stepFormValues(3, form({ 'currentMonthsAtAddress.years': '3', 'currentMonthsAtAddress.months': '2' })),
    ).toEqual({ currentMonthsAtAddress: 38 });
    expect(joinDate('', '', '')).toBe('');
  });

  it('a checkbox is true when sent (whatever its value) and false when not', () => {
    expect(stepFormValues(7, form({ consentCreditCheck: 'on' })).consentCreditCheck).toBe(true);
    expect(stepFormValues(7, form({})).consentCreditCheck).toBe(false);
    expect(stepFormValues(7, form({ consentRemarketingSms: 'false' })).consentRemarketingSms).toBe(false);
  });

  it('drops names the schema does not know', () => {
    expect(stepFormValues(1, form({ loanAmount: '500', admin: 'yes' }))).toEqual({ loanAmount: 500 });
  });

  it("names what is wrong with a date's boxes as GOV.UK does, and nothing for an empty date", () => {
    const problem = (day: string, month: string, year: string) =>
      dateBoxesProblem('Date of birth', { day, month, year });
    expect(problem('', '', '')).toBeUndefined();
    expect(problem('1', '5', '1990')).toBeUndefined();
    expect(problem('31', '2', '1990')).toBe('Date of birth must be a real date');
    expect(problem('1', '', '')).toBe('Date of birth must include a month and year');
    expect(problem('1', 'May', '1990')).toBe('Date of birth must be a real date, using numbers only');
    expect(problem('1', '5', '90')).toBe('Year must include 4 numbers');
  });
});
