import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';
import { completeSteps, validSteps, visitor } from '#tests/support/applications.ts';

// Issue 16: the server side of the forgiving screens, pay dates, employer-less employment types
// and the completed steps the screens use to send an applicant back.

const { app, clock } = await createTestApp({ siteRoot: null });

type Errors = { errors: { path: string; message: string }[] };

describe('step 4 pay dates, as of the server clock', () => {
  it('answers 400 for a next pay date before today, saying exactly that', async () => {
    clock.set(new Date('2031-02-10T12:00:00Z'));
    const v = visitor(app);
    const response = await v.call('POST', '/api/application/step4', {
      ...validSteps()[4],
      nextPayDate: '2031-02-09',
      followingPayDate: '2031-03-09',
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Errors).errors).toContainEqual({
      path: 'nextPayDate',
      message: 'Your next pay date must be today or in the future',
    });
    clock.set(new Date());
  });

  it('accepts today as the next pay date (UK date, not UTC)', async () => {
    // 23:30 UTC on 9 July is already 10 July in London (BST).
    clock.set(new Date('2031-07-09T23:30:00Z'));
    const v = visitor(app);
    const response = await v.call('POST', '/api/application/step4', {
      ...validSteps()[4],
      nextPayDate: '2031-07-10',
      followingPayDate: '2031-08-10',
    });
    expect(response.statusCode, response.body).toBe(200);
    clock.set(new Date());
  });

  it('answers 400 for a following pay date on or before the next one', async () => {
    const v = visitor(app);
    const response = await v.call('POST', '/api/application/step4', {
      ...validSteps()[4],
      nextPayDate: '2031-03-01',
      followingPayDate: '2031-02-01',
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Errors).errors).toContainEqual({
      path: 'followingPayDate',
      message: 'Your following pay date must be after your next pay date',
    });
  });
});

describe('employment types without an employer', () => {
  const unemployed = {
    employmentType: 7,
    monthlyIncome: 0,
    payFrequency: 3,
    nextPayDate: '2031-01-30',
    followingPayDate: '2031-02-27',
  };

  it('accepts step 4 of an unemployed applicant without employer, job title or time with employer', async () => {
    const v = visitor(app);
    const response = await v.call('POST', '/api/application/step4', unemployed);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('does not keep employer answers sent anyway for a student', async () => {
    const v = visitor(app);
    await v.call('POST', '/api/application/step4', {
      ...unemployed,
      employmentType: 8,
      employerName: 'Old Job Ltd',
      jobTitle: 'Clerk',
      monthsAtEmployer: 5,
    });
    const draft = (await v.call('GET', '/api/application')).json() as Record<string, unknown>;
    expect(draft.employmentType).toBe(8);
    expect(draft).not.toHaveProperty('employerName');
    expect(draft).not.toHaveProperty('jobTitle');
    expect(draft).not.toHaveProperty('monthsAtEmployer');
  });

  it('still requires employer and time with employer of a full-time applicant', async () => {
    const v = visitor(app);
    const response = await v.call('POST', '/api/application/step4', { ...unemployed, employmentType: 1 });
    expect(response.statusCode).toBe(400);
    const errors = (response.json() as Errors).errors;
    expect(errors).toContainEqual({ path: 'employerName', message: 'Required' });
    expect(errors).toContainEqual({ path: 'monthsAtEmployer', message: 'Required' });
  });
});

describe('canonical forms only on the API', () => {
  it.each([
    ['sortCode', '12-34-56', 'Must be exactly 6 digits'],
    ['accountNumber', '1234 5678', 'Must be exactly 8 digits'],
  ])('answers 400 for %s %s', async (field, value, message) => {
    const v = visitor(app);
    const response = await v.call('POST', '/api/application/step5', { ...validSteps()[5], [field]: value });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Errors).errors).toContainEqual({ path: field, message });
  });

  it('answers 400 for a mobile in +44 form', async () => {
    const v = visitor(app);
    const response = await v.call('POST', '/api/application/step2', {
      ...validSteps()[2],
      mobilePhone: '+44 7911 123456',
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as Errors).errors).toContainEqual({
      path: 'mobilePhone',
      message: 'Must be 11 digits starting with 07',
    });
  });
});

describe('completed steps in the draft', () => {
  it('lists the steps whose answers are complete, so a later screen can send the applicant back', async () => {
    const v = visitor(app);
    await v.call('POST', '/api/application/step1', validSteps()[1]);
    await v.call('POST', '/api/application/step3', validSteps()[3]);
    expect(((await v.call('GET', '/api/application')).json() as { completedSteps: number[] }).completedSteps).toEqual([
      1, 3,
    ]);
  });

  it('drops step 4 from the completed steps once its next pay date has passed', async () => {
    const v = visitor(app);
    const day = 24 * 60 * 60 * 1000;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const steps = validSteps();
    steps[4] = {
      ...steps[4],
      nextPayDate: iso(clock.now().getTime() + 2 * day),
      followingPayDate: iso(clock.now().getTime() + 30 * day),
    };
    await completeSteps(v, steps);
    expect(((await v.call('GET', '/api/application')).json() as { completedSteps: number[] }).completedSteps).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    // Within the session's lifetime, but past the next pay date.
    clock.advance(4 * day);
    const later = await v.call('GET', '/api/application');
    expect(later.statusCode, later.body).toBe(200);
    expect((later.json() as { completedSteps: number[] }).completedSteps).toEqual([1, 2, 3, 5, 6]);
    clock.set(new Date());
  });
});
