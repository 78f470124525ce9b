import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dutyPacks } from '#server/db/schema/index.ts';
import { readCsv } from '#tests/support/csv-read.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { londonMidnight } from '#shared/london-day.ts';
import { ownDay, seedDutyFixture } from './outcomes.fixtures.ts';
import { firstWorkingDay, LENDER_CSV_COLUMNS, packDue, runMonthlyPack } from './pack.service.ts';

const { app, db } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);
const fixture = await seedDutyFixture(db.db, ownDay());
const month = fixture.day.slice(0, 7);
// The month is this test's (ownDay): a pack an earlier run kept for it goes first.
await db.db.delete(dutyPacks).where(eq(dutyPacks.month, month));
const nextMonth = `${Number(month.slice(0, 4))}-08`;
const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

describe('the monthly board pack', () => {
  it('is due from the first UK working day of a month, for the month before', () => {
    expect(firstWorkingDay('2026-01')).toBe('2026-01-02'); // New Year's Day, a Thursday
    expect(packDue(new Date('2026-01-01T10:00:00Z'))).toBeNull();
    expect(packDue(new Date('2026-01-02T10:00:00Z'))).toBe('2025-12');
    expect(firstWorkingDay('2026-08')).toBe('2026-08-03'); // the 1st is a Saturday
    expect(packDue(new Date('2026-08-02T10:00:00Z'))).toBeNull();
    expect(packDue(new Date('2026-08-03T06:30:00Z'))).toBe('2026-07');
    expect(packDue(new Date('2026-08-20T06:30:00Z'))).toBe('2026-07');
  });

  it('is made by the scheduled run on the first working day, once', async () => {
    const at = new Date(londonMidnight(firstWorkingDay(nextMonth)).getTime() + 7 * 3_600_000);
    expect(await runMonthlyPack(db.db, at)).toEqual({ created: true, month });
    expect(await runMonthlyPack(db.db, new Date(at.getTime() + 86_400_000))).toEqual({ created: false, month });
    const list = (await get('/api/admin/outcomes/packs')).json().packs;
    expect(list.find((p: { month: string }) => p.month === month)).toEqual({
      month,
      generatedAt: at.toISOString(),
      generatedBy: 'scheduler',
    });
    // Asked for again from the back office: the pack kept is the one the board saw.
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/outcomes/packs',
      headers: { cookie, ...SAME_ORIGIN },
      payload: { month },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ month, generatedBy: 'scheduler' });
  });

  it('prints the known figures on a page per outcome, read back from the PDF', async () => {
    const response = await get(`/api/admin/outcomes/packs/${month}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="consumer-duty-${month}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const year = month.slice(0, 4);
    for (const expected of [
      `Consumer Duty board pack: July ${year}`,
      // The month: the fixture's day and the one submitted at midnight after it.
      'Applications: 26',
      'Referred by the gate: 12 (46.2%)',
      'Sold to a lender: 11 (42.3%)',
      'Funded: 6 (23.1%)',
      'Complaints: 3, upheld 2',
      'Commission net of returns: £360.00',
      'Products and services',
      'Said yes to a question about difficulty: 12 applications; referred 12 (100.0%); sold 0 (0.0%)',
      'Did not answer: 4 applications; referred 0 (too few to say); sold 1 (too few to say)',
      'Price and value',
      `${fixture.lenderName}: commission £360.00`,
      'No cohort pays markedly more than the whole.',
      'Consumer understanding',
      'Reached the consent step: 27; consented: 26; drop-off at consent: 3.7%',
      'SECCI opened before consent: not recorded',
      'Review requests: 2; decision upheld on review: 1',
      'Consumer support',
      'Complaints received: 3; closed: 3; upheld: 2; closed by the final response date: 3',
      'Review requests: 2; decided: 2; median days to decide: 0',
      'All applications: 115.4 complaints per 1,000 applications (76.9 upheld)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Did not answer: [^:]*\d+\.\d%/);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(5);
  });

  it('refuses a month that is not over and answers 404 for a month without a pack', async () => {
    const current = await app.inject({
      method: 'POST',
      url: '/api/admin/outcomes/packs',
      headers: { cookie, ...SAME_ORIGIN },
      payload: { month: '2999-01' },
    });
    expect(current.statusCode).toBe(400);
    expect((await get('/api/admin/outcomes/packs/1899-01/pdf')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/admin/outcomes/packs' })).statusCode).toBe(401);
  });
});

describe("a lender's Consumer Duty CSV", () => {
  it('gives the lender its own figures by cohort, too few to say under 10', async () => {
    const response = await get(`/api/admin/outcomes/lenders/${fixture.lenderId}/${month}/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = readCsv(response.body);
    expect(header).toEqual([...LENDER_CSV_COLUMNS]);
    const all = rows.find((r) => r[2] === 'All applications');
    expect(all).toEqual([
      month,
      fixture.lenderId,
      'All applications',
      'All applications',
      '13',
      '10',
      '6',
      (10 / 13).toFixed(4),
      (6 / 13).toFixed(4),
      expect.any(String),
      '4',
      '1',
      '2',
      '1',
      '36000',
    ]);
    const small = rows.find((r) => r[2] === 'Age band' && r[3] === '18-24');
    expect(small?.slice(4, 10)).toEqual(['3', '0', '0', 'too few to say', 'too few to say', 'too few to say']);
  });
});
