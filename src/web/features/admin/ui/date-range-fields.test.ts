import { describe, expect, it } from 'vitest';
import { londonDayOf as londonDay } from '#shared/london-day.ts';
import { lastThirtyDays } from './date-range-fields.tsx';

// Issue 25.4: admin days are London's calendar days, as they are displayed.
describe('admin date ranges in London time', () => {
  it("takes today as London's day, across the clock changes", () => {
    // 23:30 UTC in summer is 00:30 the next day in London (BST).
    expect(londonDay(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    // The night BST ends (25 October 2026, 01:00 UTC): before it London is an hour ahead, after it not.
    expect(londonDay(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(londonDay(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
    // In winter London is UTC.
    expect(londonDay(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });

  it('spans 30 calendar days ending today in London, whatever the day lengths in between', () => {
    expect(lastThirtyDays(new Date('2026-07-01T23:30:00Z'))).toEqual({ from: '2026-06-03', to: '2026-07-02' });
    // The range crosses the 23-hour day of 29 March 2026 (BST starts).
    expect(lastThirtyDays(new Date('2026-04-10T12:00:00Z'))).toEqual({ from: '2026-03-12', to: '2026-04-10' });
  });
});
