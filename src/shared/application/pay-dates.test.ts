import { describe, expect, it } from 'vitest';
import { step4SchemaAt } from './steps.ts';

// The step 4 checks that must show while the applicant is still filling the form.
const schema = step4SchemaAt(() => new Date('2031-03-01T12:00:00Z'));
const messages = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('step 4 on a half-filled form', () => {
  it('names a following pay date before the next one while other fields are empty', () => {
    expect(messages({ nextPayDate: '2031-03-20', followingPayDate: '2031-03-10' }).followingPayDate).toBe(
      'Your following pay date must be after your next pay date',
    );
  });

  it('names a next pay date in the past', () => {
    expect(messages({ nextPayDate: '2031-02-28' }).nextPayDate).toBe(
      'Your next pay date must be today or in the future',
    );
    expect(messages({ nextPayDate: '2031-03-01' }).nextPayDate).toBeUndefined();
  });

  it('asks an employed applicant for the employer even before the rest is filled', () => {
    expect(messages({ employmentType: 1 })).toMatchObject({ employerName: 'Required', monthsAtEmployer: 'Required' });
    expect(messages({ employmentType: 7 })).not.toHaveProperty('employerName');
  });
});
