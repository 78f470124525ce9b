import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/index.ts';
import { readCsvRecords } from '#tests/support/csv-read.ts';
import { adminSession } from '#tests/support/admins.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { EXPORT_COLUMNS, applicationsCsv } from './applications-csv.ts';

const { app, db } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);
const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
// Each test filters by its own unique marker so tests never see each other's rows.
const marker = () => `zq${randomUUID().slice(0, 8)}`;
const collect = async (stream: AsyncIterable<string | Buffer>): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

describe('GET /api/admin/applications/export.csv', () => {
  it('streams RFC 4180 CSV, neutralises formulas, parses back to the same values and is audited', async () => {
    const m = marker();
    const nasty = [
      '=SUM(A1:A2)',
      '+44 7911',
      '-1+2',
      '@cmd',
      '\tTabbed',
      '\rReturn',
      'Comma, "quoted"\nnewline',
      'Zoë Ünïcode',
    ];
    const rows = [];
    for (const [i, firstName] of nasty.entries()) {
      rows.push(
        await insertApplication(db.db, { firstName, lastName: m, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }),
      );
    }
    const response = await get(`/api/admin/applications/export.csv?q=${m}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records: Record<string, string>[] = readCsvRecords(response.rawPayload.toString('utf8'));
    expect(records).toHaveLength(nasty.length);
    const expected = [...nasty].reverse().map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v));
    expect(records.map((r) => r.firstName)).toEqual(expected);
    expect(records[0]).toMatchObject({ id: rows.at(-1)!.id, lastName: m, loanAmount: '500' });
    const audits = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'applications.export_csv')));
    const mine = audits.find((a) => (a.details as { filter?: { q?: string } }).filter?.q === m);
    expect(mine?.rowCount).toBe(nasty.length);
  });

  it('pages through more rows than one batch without losing or repeating any (same timestamps)', async () => {
    const m = marker();
    const at = new Date('2026-04-01T00:00:00.123Z');
    for (let i = 0; i < 23; i++) await insertApplication(db.db, { lastName: m, firstName: 'Bulk', createdAt: at });
    let count = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of applicationsCsv(db.db, { status: 'all', q: m }, (n) => void (count = n), 5))
      chunks.push(Buffer.from(chunk));
    const records = readCsvRecords(Buffer.concat(chunks).toString('utf8'));
    expect(records).toHaveLength(23);
    expect(new Set(records.map((r) => r.id)).size).toBe(23);
    expect(count).toBe(23);
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

  it('gives back every value when read (formula cells prefixed with a quote), the header first', async () => {
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
    // Pages of 7 rows written 3 rows a chunk: one BOM and one header however the file is cut.
    const text = await collect(applicationsCsv(db.db, { status: 'all', q: m }, () => undefined, 7, 3));
    expect(text.startsWith(`\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    const neutral = (value: unknown) => {
      if (value === null || value === undefined) return '';
      const cell = value instanceof Date ? value.toISOString() : String(value);
      return /^[=+\-@\t\r]/.test(cell) && typeof value !== 'number' ? `'${cell}` : cell;
    };
    const check = ['id', 'createdAt', 'price', 'firstName', 'email', 'mobilePhone', 'utmSource'] as const;
    expect(readCsvRecords(text).map((r) => check.map((c) => r[c]))).toEqual(
      inserted.reverse().map((row) => check.map((c) => neutral(row[c]))),
    );
  });

  it('exports the loan purpose as its label, not its code', async () => {
    const m = marker();
    await insertApplication(db.db, { lastName: m, loanPurpose: 7, createdAt: new Date('2026-05-02T00:00:00Z') });
    await insertApplication(db.db, { lastName: m, loanPurpose: 4, createdAt: new Date('2026-05-01T00:00:00Z') });
    await insertApplication(db.db, { lastName: m, loanPurpose: null, createdAt: new Date('2026-04-30T00:00:00Z') });
    const records = readCsvRecords(
      (await get(`/api/admin/applications/export.csv?q=${m}`)).rawPayload.toString('utf8'),
    );
    expect(records.map((r) => r.loanPurpose)).toEqual(['Car', 'Rent/mortgage', '']);
  });
});

describe('sort order of the list and the export', () => {
  it('the JSON list and the CSV export both honour sort=asc and sort=desc (default newest first)', async () => {
    const m = marker();
    const rows = [];
    for (const day of [3, 1, 2]) {
      rows.push(await insertApplication(db.db, { lastName: m, createdAt: new Date(Date.UTC(2026, 2, day)) }));
    }
    const oldestFirst = [...rows].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime()).map((r) => r.id);
    const newestFirst = [...oldestFirst].reverse();
    const listIds = async (query: string) =>
      (await get(`/api/admin/applications?q=${m}${query}`)).json().items.map((i: { id: string }) => i.id);
    const csvIds = async (query: string) =>
      readCsvRecords((await get(`/api/admin/applications/export.csv?q=${m}${query}`)).body).map((r) => r.id);
    expect(await listIds('&sort=asc')).toEqual(oldestFirst);
    expect(await csvIds('&sort=asc')).toEqual(oldestFirst);
    expect(await listIds('&sort=desc')).toEqual(newestFirst);
    expect(await csvIds('&sort=desc')).toEqual(newestFirst);
    expect(await csvIds('')).toEqual(newestFirst);
    expect((await get(`/api/admin/applications/export.csv?q=${m}&sort=sideways`)).statusCode).toBe(400);
  });

  it('pages oldest first across equal timestamps without losing or repeating a row', async () => {
    const m = marker();
    const at = new Date('2026-04-02T00:00:00.456Z');
    const ids = [];
    for (let i = 0; i < 11; i++) ids.push((await insertApplication(db.db, { lastName: m, createdAt: at })).id);
    await insertApplication(db.db, { lastName: m, firstName: 'Earliest', createdAt: new Date(at.getTime() - 1) });
    const text = await collect(applicationsCsv(db.db, { status: 'all', q: m, sort: 'asc' }, () => undefined, 4));
    const records = readCsvRecords(text);
    expect(records.map((r) => r.firstName)[0]).toBe('Earliest');
    expect(records.slice(1).map((r) => r.id)).toEqual([...ids].sort());
  });
});
