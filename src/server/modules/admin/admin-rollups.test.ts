import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  applicationDailyCounts,
  loanApplications,
  sessionDailyCounts,
} from '#server/db/schema/index.ts';
import { readCsvRecords } from '#tests/support/csv-read.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import fc from 'fast-check';
import { EXPORT_COLUMNS, applicationsCsv, csvLines, neutraliseCell } from './admin-export.ts';

// The rollups behind stats, list totals and the funnel (ADR 008) are kept by database triggers;
// each test uses its own UTM source, so it reads only its own buckets.
const { db } = await createTestApp({ siteRoot: null });
const source = () => `roll_${randomUUID().slice(0, 8)}`;

const buckets = async (utm: string) =>
  (await db.db.select().from(applicationDailyCounts).where(eq(applicationDailyCounts.source, utm)))
    .filter((row) => row.n !== 0)
    .map((row) => ({
      day: row.day,
      status: row.status,
      step: row.currentStep,
      n: row.n,
      priceSum: Number(row.priceSum),
    }))
    .sort((x, y) => `${x.status}${x.step}`.localeCompare(`${y.status}${y.step}`));

const sessionsOn = async (utm: string) =>
  (await db.db.select().from(sessionDailyCounts).where(eq(sessionDailyCounts.source, utm)))
    .filter((row) => row.sessions !== 0)
    .map((row) => ({ day: row.day, sessions: row.sessions }))
    .sort((x, y) => x.day.localeCompare(y.day));

describe('admin rollups', () => {
  it('follow inserts, step and status changes, prices and deletes of applications', async () => {
    const utm = source();
    const at = new Date('2026-03-10T23:59:59Z');
    const one = await insertApplication(db.db, { utmSource: utm, createdAt: at, currentStep: 2 });
    await insertApplication(db.db, { utmSource: utm, createdAt: at, currentStep: 2 });
    expect(await buckets(utm)).toEqual([{ day: '2026-03-10', status: 'draft', step: 2, n: 2, priceSum: 0 }]);

    await db.db
      .update(loanApplications)
      .set({ currentStep: 8, status: 'sold', price: 12.5 })
      .where(eq(loanApplications.id, one.id));
    // A save that changes none of the rolled-up columns leaves the buckets alone.
    await db.db.update(loanApplications).set({ firstName: 'Renamed' }).where(eq(loanApplications.id, one.id));
    expect(await buckets(utm)).toEqual([
      { day: '2026-03-10', status: 'draft', step: 2, n: 1, priceSum: 0 },
      { day: '2026-03-10', status: 'sold', step: 8, n: 1, priceSum: 12.5 },
    ]);

    await db.db.delete(loanApplications).where(eq(loanApplications.id, one.id));
    expect(await buckets(utm)).toEqual([{ day: '2026-03-10', status: 'draft', step: 2, n: 1, priceSum: 0 }]);
  });

  it('count each session once, on the UTC day and source it was first seen', async () => {
    const utm = source();
    const sessionId = randomUUID();
    await db.db.insert(analyticsEvents).values([
      { sessionId, eventType: 'landing_page_view', utmSource: utm, createdAt: new Date('2026-03-11T09:00:00Z') },
      { sessionId, eventType: 'application_step_view', utmSource: utm, createdAt: new Date('2026-03-11T09:05:00Z') },
    ]);
    expect(await sessionsOn(utm)).toEqual([{ day: '2026-03-11', sessions: 1 }]);
    // An earlier event arriving late moves the session to its real first day.
    await db.db.insert(analyticsEvents).values({
      sessionId,
      eventType: 'landing_page_view',
      utmSource: utm,
      createdAt: new Date('2026-03-10T23:00:00Z'),
    });
    expect(await sessionsOn(utm)).toEqual([{ day: '2026-03-10', sessions: 1 }]);
  });
});

describe('CSV export formatting', () => {
  it('prints dates as ISO text and prices as JavaScript numbers, paging across microsecond timestamps', async () => {
    const m = `zq${randomUUID().slice(0, 8)}`;
    await insertApplication(db.db, {
      lastName: m,
      status: 'sold',
      price: 10.5,
      createdAt: new Date('2026-05-01T08:09:10.120Z'),
    });
    await insertApplication(db.db, { lastName: m, status: 'draft', createdAt: new Date('2026-05-01T08:09:10.121Z') });
    const chunks: Buffer[] = [];
    for await (const chunk of applicationsCsv(db.db, { status: 'all', q: m }, () => undefined, 1))
      chunks.push(Buffer.from(chunk));
    const records = readCsvRecords(Buffer.concat(chunks).toString('utf8'));
    expect(records.map((r) => [r.createdAt, r.price, r.status])).toEqual([
      ['2026-05-01T08:09:10.121Z', '', 'draft'],
      ['2026-05-01T08:09:10.120Z', '10.5', 'sold'],
    ]);
  });

  it('formats every cell in SQL exactly as the JavaScript reference (neutraliseCell + csvField)', async () => {
    const m = `zq${randomUUID().slice(0, 8)}`;
    const unit = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", ' ', 'a', 'Z', '7', 'ë', '€');
    const names = [
      ...fc.sample(fc.string({ unit, maxLength: 8 }), { numRuns: 40, seed: 8 }),
      '',
      '-1',
      '=1+1',
      '"',
      'a,b',
    ];
    const inserted = [];
    for (const [i, firstName] of names.entries()) {
      inserted.push(
        await insertApplication(db.db, {
          lastName: m,
          firstName,
          email: i % 2 ? `${firstName}@example.com` : null,
          mobilePhone: i % 3 ? firstName : null,
          utmSource: i % 4 ? firstName : null,
          price: i % 5 ? i + 0.25 : null,
          createdAt: new Date(Date.UTC(2026, 5, 1, 0, 0, 0, i)),
        }),
      );
    }
    const chunks: Buffer[] = [];
    for await (const chunk of applicationsCsv(db.db, { status: 'all', q: m }, () => undefined, 7))
      chunks.push(Buffer.from(chunk));
    const expected = csvLines(
      inserted.reverse().map((row) => EXPORT_COLUMNS.map((column) => neutraliseCell(row[column]))),
    );
    expect(Buffer.concat(chunks).toString('utf8')).toBe(`\uFEFF${csvLines([[...EXPORT_COLUMNS]])}${expected}`);
  });
});
