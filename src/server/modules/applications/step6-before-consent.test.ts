import { describe, expect, it } from 'vitest';
import { ZERO_EXPENSE_CONFIRMATIONS } from '#shared/application/zero-expenses.ts';
import { buildApplication, CONSENT, completeSteps, validSteps, visitor } from '#tests/support/applications.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// Issue 27 items 6 and 7, at step 6 through the real server and database: a £0 rent or food bill
// is kept only when confirmed, and a draft the gate would refer says so before consent.
const { app } = await createTestApp({ siteRoot: null });

const [HOUSING, FOOD] = ZERO_EXPENSE_CONFIRMATIONS;
type Errors = { errors: { path: string; message: string }[] };
const draftOf = async (v: ReturnType<typeof visitor>) =>
  (await v.call('GET', '/api/application')).json() as Record<string, unknown> & { completedSteps: number[] };

async function atStep5() {
  const v = visitor(app);
  await buildApplication(v.post, 5);
  return v;
}

describe('step 6: rent and food at £0 must be confirmed (issue 27.7)', () => {
  it('refuses £0 rent or food without its confirmation, naming the box', async () => {
    const v = await atStep5();
    const body = { ...validSteps()[6], expenseHousing: 0, expenseFood: 0 };
    const refused = await v.call('POST', '/api/application/step6', body);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as Errors).errors).toEqual(
      expect.arrayContaining([
        { path: 'confirmNoHousing', message: HOUSING!.message },
        { path: 'confirmNoFood', message: FOOD!.message },
      ]),
    );
    const unticked = await v.call('POST', '/api/application/step6', {
      ...body,
      confirmNoHousing: true,
      confirmNoFood: false,
    });
    expect(unticked.statusCode).toBe(400);
    expect((unticked.json() as Errors).errors).toEqual([{ path: 'confirmNoFood', message: FOOD!.message }]);
    expect((await draftOf(v)).completedSteps).not.toContain(6);
  });

  it('keeps a confirmed £0, and the saved step reads back as confirmed', async () => {
    const v = await atStep5();
    const body = { ...validSteps()[6], expenseHousing: 0, expenseFood: 0, confirmNoHousing: true, confirmNoFood: true };
    expect((await v.call('POST', '/api/application/step6', body)).statusCode).toBe(200);
    const draft = await draftOf(v);
    expect(draft).toMatchObject({ expenseHousing: 0, expenseFood: 0, confirmNoHousing: true, confirmNoFood: true });
    expect(draft.completedSteps).toContain(6);
    // Consent goes ahead: the stored £0 counts as confirmed when the steps are checked again.
    expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
  });

  it('asks nothing of amounts above £0', async () => {
    const v = await atStep5();
    expect((await v.call('POST', '/api/application/step6', validSteps()[6])).statusCode).toBe(200);
    const draft = await draftOf(v);
    expect(draft.confirmNoHousing).toBeUndefined();
    expect(draft.confirmNoFood).toBeUndefined();
  });
});

describe('step 6: the gate verdict before consent (issue 27.6)', () => {
  it('a draft whose outgoings exceed its income: gatePreview expenses-exceed-income, still a draft', async () => {
    const v = visitor(app);
    const steps = validSteps();
    steps[4] = { ...steps[4], monthlyIncome: 1000 };
    steps[6] = { ...steps[6], expenseHousing: 900 };
    await completeSteps(v, steps);
    expect(await draftOf(v)).toMatchObject({ status: 'draft', gatePreview: 'expenses-exceed-income' });
  });

  it('£5,000 over 36 months, £300 to spare: unaffordable at the representative APR, as the gate decides', async () => {
    const v = visitor(app);
    const steps = validSteps();
    steps[1] = { ...steps[1], loanAmount: 5000, loanTerm: 36 };
    // £1,480 in, the valid steps' £1,180 out: £300 left, under the £323.45 payment plus £100.
    steps[4] = { ...steps[4], monthlyIncome: 1480 };
    await completeSteps(v, steps);
    expect(await draftOf(v)).toMatchObject({ status: 'draft', gatePreview: 'unaffordable' });
    // The gate at consent agrees: the application is referred for the same reason.
    expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
    const after = await draftOf(v);
    expect(after).toMatchObject({ status: 'referred', gateReason: 'unaffordable' });
    expect(after.gatePreview).toBeUndefined();
  });

  it('no verdict for an affordable draft, nor before the figures are all given', async () => {
    const early = await atStep5();
    expect((await draftOf(early)).gatePreview).toBeUndefined();
    const v = visitor(app);
    await completeSteps(v);
    expect((await draftOf(v)).gatePreview).toBeUndefined();
  });
});
