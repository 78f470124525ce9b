import { describe, expect, it } from 'vitest';
import { gbp, groupThousands, intlGbp } from './money.ts';

describe('gbp', () => {
  const values = [
    0, -0, 1e-7, 0.005, 1.005, 2.675, 1, 5, 9.995, 12.345, 50, 999.5, 1000, 1234.567, 5000, 99999.99, 1234567.891,
    -0.001, -5, -1234.5,
  ];
  for (const value of values)
    for (const digits of [0, 2])
      it(`writes ${value} with ${digits} decimals as Intl en-GB does`, () => {
        expect(gbp(value, digits)).toBe(intlGbp(value, digits));
      });

  it('agrees with Intl on many amounts a screen shows', () => {
    for (let pence = 0; pence < 2_000_000; pence += 997) {
      expect(gbp(pence / 100)).toBe(intlGbp(pence / 100, 2));
      expect(gbp(pence / 100, 0)).toBe(intlGbp(pence / 100, 0));
    }
  });

  it('groups whole numbers by thousands', () => {
    expect(groupThousands(5000)).toBe((5000).toLocaleString('en-GB'));
    expect(groupThousands(1234567)).toBe('1,234,567');
  });
});
