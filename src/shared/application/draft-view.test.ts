import { describe, expect, it } from 'vitest';
import { ANSWER_KEYS, draftViewSchema } from './draft-view.ts';
import { STEP_NUMBERS } from './step-meta.ts';
import { STEPS } from './steps.ts';

const view = {
  sessionId: 'b3c1',
  status: 'draft',
  currentStep: 2,
  updatedAt: '2026-11-24T02:00:00.000Z',
  resubmitUrl: '/apply/resubmit?token=t',
  completedSteps: [1],
  loanAmount: 500,
  loanTerm: 6,
  loanPurpose: 1,
  accountNumber: '****5678',
};

describe('the draft view', () => {
  it("lists every step's fields as answers", () => {
    expect(ANSWER_KEYS).toEqual(STEP_NUMBERS.flatMap((n) => STEPS[n].fields));
  });

  it('types what GET /api/application answers and drops anything else', () => {
    const parsed = draftViewSchema.parse({ ...view, ownerSessionId: 'secret' });
    expect(parsed).toEqual(view);
    expect(parsed.completedSteps).toEqual([1]);
  });

  it('refuses an answer the browser would misread', () => {
    expect(draftViewSchema.safeParse({ ...view, status: 'lost' }).success).toBe(false);
    expect(draftViewSchema.safeParse({ ...view, loanAmount: { n: 500 } }).success).toBe(false);
    expect(draftViewSchema.safeParse({ ...view, completedSteps: undefined }).success).toBe(false);
  });
});
