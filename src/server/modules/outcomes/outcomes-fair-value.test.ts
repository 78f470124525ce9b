import { describe, expect, it } from 'vitest';
import type { OutcomeCohort } from '#shared/admin/outcomes-schemas.ts';
import { withFairValueWarnings } from './outcomes.service.ts';

describe('fair value', () => {
  const cohort = (dimension: OutcomeCohort['dimension'], value: string, medianFundedApr: number | null) =>
    ({
      dimension,
      value,
      label: value,
      tooFew: false,
      shares: { medianFundedApr },
    }) as OutcomeCohort;

  it('names a cohort whose median funded APR is at least 1.25 times the whole’s, and no other', () => {
    const marked = withFairValueWarnings([
      cohort('all', 'all', 40),
      cohort('ageBand', '18-24', 50),
      cohort('ageBand', '25-34', 49.9),
      cohort('ageBand', '35-44', null),
    ]);
    expect(marked.map((c) => c.fairValueWarning)).toEqual([
      undefined,
      'Pays markedly more: a median funded APR of 50% against 40% for all applications',
      undefined,
      undefined,
    ]);
  });
});
