import { describe, expect, it } from 'vitest';
import { leadsCount, pounds, when, words } from './format.ts';

// Issue 42 item 12: the portal showed UTC where the back office and the record show London time.
describe('the lender portal formats', () => {
  it('writes times in London time with the zone named, summer and winter', () => {
    expect(when('2031-06-14T10:00:00.000Z')).toBe('14 Jun 2031, 11:00 BST');
    expect(when('2031-01-14T10:00:00.000Z')).toBe('14 Jan 2031, 10:00 GMT');
    expect(when('2031-06-14T10:00:05.000Z', true)).toBe('14 Jun 2031, 11:00:05 BST');
  });

  it('writes pence as pounds, stored words as words, and counts leads in English', () => {
    expect(pounds(123456)).toBe('£1,234.56');
    expect(pounds(-5)).toBe('-£0.05');
    expect(words('not_interested')).toBe('not interested');
    expect(leadsCount(1)).toBe('1 lead');
    expect(leadsCount(2)).toBe('2 leads');
  });
});
