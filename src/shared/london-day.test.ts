import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, londonDayOf, londonMidnight } from './london-day.ts';

describe("London's calendar", () => {
  it('reads the day of an instant in London time, across the change of clocks', () => {
    expect(londonDayOf(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01'); // BST
    expect(londonDayOf(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31'); // GMT
    expect(londonDayOf(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29'); // the morning clocks go forward
  });

  it("starts a day at London's midnight: 23:00 UTC the evening before in summer time, 00:00 UTC in winter", () => {
    expect(londonMidnight('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(londonMidnight('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    // The days the clocks change start at midnight before the change (01:00 UTC).
    expect(londonMidnight('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(londonMidnight('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(londonMidnight('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(londonMidnight('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('moves and counts whole calendar days, whatever the clocks do', () => {
    expect(addDays('2026-10-20', 56)).toBe('2026-12-15');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });
});
