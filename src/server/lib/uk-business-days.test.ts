import { describe, expect, it } from 'vitest';
import { addBusinessDays, bankHolidays, businessDaysBetween, isBusinessDay } from './uk-business-days.ts';

describe('England and Wales business days', () => {
  it('knows the bank holidays, substitute days and one-off days of gov.uk, not a hand list', () => {
    expect([...bankHolidays(2026)]).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
    ]);
    // The coronation bank holiday (8 May 2023) and the state funeral (19 September 2022).
    expect(bankHolidays(2023).has('2023-05-08')).toBe(true);
    expect(bankHolidays(2022).has('2022-09-19')).toBe(true);
    // Mother's Day is an observance, not a bank holiday.
    expect(bankHolidays(2026).has('2026-03-15')).toBe(false);
  });

  it('skips weekends and bank holidays', () => {
    expect(isBusinessDay('2026-08-28')).toBe(true); // Friday
    expect(isBusinessDay('2026-08-29')).toBe(false); // Saturday
    expect(isBusinessDay('2026-08-30')).toBe(false); // Sunday
    expect(isBusinessDay('2026-08-31')).toBe(false); // Summer bank holiday
    expect(isBusinessDay('2026-09-01')).toBe(true);
  });

  it('counts three business days across a weekend and a bank holiday', () => {
    // Received Friday 28 August 2026: Saturday, Sunday and the Summer bank holiday do not count.
    expect(addBusinessDays('2026-08-28', 1)).toBe('2026-09-01');
    expect(addBusinessDays('2026-08-28', 3)).toBe('2026-09-03');
    // Received on Maundy Thursday 2026: Good Friday to Easter Monday do not count.
    expect(addBusinessDays('2026-04-02', 3)).toBe('2026-04-09');
    // Christmas 2026: Boxing Day falls on a Saturday, its substitute is Monday 28 December.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-29');
    // An ordinary week.
    expect(addBusinessDays('2026-11-23', 3)).toBe('2026-11-26');
  });

  it('counts the business days elapsed between two dates', () => {
    expect(businessDaysBetween('2026-08-28', '2026-08-31')).toBe(0);
    expect(businessDaysBetween('2026-08-28', '2026-09-03')).toBe(3);
    expect(businessDaysBetween('2026-09-03', '2026-08-28')).toBe(0);
  });
});
