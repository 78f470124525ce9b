import { describe, expect, it } from 'vitest';
import { numberValue } from './number-value.ts';

describe('numberValue', () => {
  it('reads an empty answer as none and anything else as a number', () => {
    expect(['', null, undefined].map(numberValue.setValueAs)).toEqual([undefined, undefined, undefined]);
    expect(['0', '12', '12.5', 7].map(numberValue.setValueAs)).toEqual([0, 12, 12.5, 7]);
    expect(numberValue.setValueAs('twelve')).toBeNaN();
  });
});
