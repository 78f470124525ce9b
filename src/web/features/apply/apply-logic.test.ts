import { describe, expect, it } from 'vitest';
import { splitAddress } from './steps/address-split.ts';
import { nextPath, percentComplete, previousPath, stepOfPath } from './steps-meta.ts';
import { PROCESSING, nextProgress, parseStatus } from './timings.ts';

describe('processing progress', () => {
  it('rises by 2 below 50 %, by 1 below 80 %, by 0.5 above, capped at 95 %', () => {
    expect(nextProgress(0)).toBe(2);
    expect(nextProgress(48)).toBe(50);
    expect(nextProgress(50)).toBe(51);
    expect(nextProgress(79)).toBe(80);
    expect(nextProgress(80)).toBe(80.5);
    expect(nextProgress(94.5)).toBe(95);
    expect(nextProgress(95)).toBe(95);
  });

  it('is at 50 % when the submit call is made after 5 s', () => {
    let progress = 0;
    for (let t = 0; t < PROCESSING.submitAfterMs; t += PROCESSING.tickMs) progress = nextProgress(progress);
    expect(progress).toBe(50);
  });
});

describe('step navigation', () => {
  it('shows percent complete as (step - 1) / total: step 7 is not 100% before submission (decision 018)', () => {
    expect([1, 2, 4, 7].map(percentComplete)).toEqual([0, 14, 43, 86]);
  });

  it('goes from / through the seven steps to processing', () => {
    expect(previousPath(1)).toBe('/');
    expect(nextPath(1)).toBe('/apply/personal');
    expect(previousPath(3)).toBe('/apply/personal');
    expect(nextPath(7)).toBe('/apply/processing');
    expect(stepOfPath('/apply/bank')).toBe(5);
    expect(stepOfPath('/apply/result')).toBeUndefined();
  });
});

describe('result status', () => {
  it('defaults to sold for a missing or unknown status', () => {
    expect(parseStatus(null)).toBe('sold');
    expect(parseStatus('https://evil.example')).toBe('sold');
    expect(parseStatus('reject')).toBe('reject');
  });
});

describe('splitAddress', () => {
  it('keeps a named building and its street apart', () => {
    expect(splitAddress({ Line1: 'Flat 2, Ambassador House', Line2: '3 Buckingham Palace Road' })).toEqual({
      house: 'Flat 2, Ambassador House',
      street: '3 Buckingham Palace Road',
    });
  });

  it('splits a numbered first line into house number and street', () => {
    expect(splitAddress({ Line1: '10 Downing Street', Line2: '' })).toEqual({ house: '10', street: 'Downing Street' });
    expect(splitAddress({ Line1: '12A-14 High Street' })).toEqual({ house: '12A-14', street: 'High Street' });
  });

  it('leaves an unnumbered single line as the house', () => {
    expect(splitAddress({ Line1: 'Buckingham Palace' })).toEqual({ house: 'Buckingham Palace', street: '' });
  });
});
