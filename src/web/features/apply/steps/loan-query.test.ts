import { describe, expect, it } from 'vitest';
import { loanFromQuery } from './loan-query.ts';

describe('loan preselected from the query string', () => {
  it('takes an amount within range (rounded to £50) and an offered term', () => {
    expect(loanFromQuery(new URLSearchParams('amount=1020&term=12'))).toEqual({ loanAmount: 1000, loanTerm: 12 });
  });

  it('ignores values outside the range or terms not offered', () => {
    expect(loanFromQuery(new URLSearchParams('amount=90000&term=7'))).toEqual({});
    expect(loanFromQuery(new URLSearchParams('amount=abc'))).toEqual({});
    expect(loanFromQuery(new URLSearchParams(''))).toEqual({});
  });
});
