import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dutyPacks } from '#server/db/schema/index.ts';
import { panelFile } from '#server/modules/lenders/inbound/inbound.fixtures.ts';
import { enrolledLenderUser, portalGet } from '#server/modules/lenders/portal/portal.fixtures.ts';
import { adminSession } from '#tests/support/admins.ts';
import { readCsv } from '#tests/support/csv-read.ts';
import { createTestApp, testDatabase } from '#tests/support/test-app.ts';
import { ownDay, seedDutyFixture } from './outcomes.fixtures.ts';
import { LENDER_CSV_COLUMNS, makePack } from './pack.service.ts';

// Issue 44.3: each lender's Consumer Duty CSV, for its own Duty reporting, is sent through the
// portal: its own figures of each month the board pack was made for, never another lender's.
const db = await testDatabase();
const fixture = await seedDutyFixture(db.db, ownDay());
const month = fixture.day.slice(0, 7);
const other = `duty-other-${Math.random().toString(36).slice(2, 8)}`;
const { app } = await createTestApp({
  siteRoot: null,
  env: { LENDER_PANEL: panelFile([{ id: fixture.lenderId }, { id: other }]) },
});
const admin = await adminSession(app, db.db);
const lender = await enrolledLenderUser(app, admin.cookie, fixture.lenderId);
const otherLender = await enrolledLenderUser(app, admin.cookie, other);
// The month is this test's (ownDay): a pack an earlier run kept for it goes first.
await db.db.delete(dutyPacks).where(eq(dutyPacks.month, month));

describe("a lender's Consumer Duty figures in the portal", () => {
  it('are offered for each month with a board pack, none before the pack is made', async () => {
    const before = await portalGet(app, '/api/lender-portal/duty', lender.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json().months).not.toContain(month);
    expect((await portalGet(app, `/api/lender-portal/duty/${month}/csv`, lender.cookie)).statusCode).toBe(404);

    await makePack(db.db, month, new Date(), 'test');
    expect((await portalGet(app, '/api/lender-portal/duty', lender.cookie)).json().months).toContain(month);
  });

  it('give the signed-in lender its own figures by cohort, and another lender only its own', async () => {
    const own = await portalGet(app, `/api/lender-portal/duty/${month}/csv`, lender.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="consumer-duty-${fixture.lenderId}-${month}.csv"`,
    );
    const [header, ...rows] = readCsv(own.body);
    expect(header).toEqual([...LENDER_CSV_COLUMNS]);
    const all = rows.find((r) => r[2] === 'All applications')!;
    // The fixture's figures as the back office's CSV gives them (pack.test.ts): 13 offered, 10 sold, 6 funded.
    expect(all.slice(0, 7)).toEqual([month, fixture.lenderId, 'All applications', 'All applications', '13', '10', '6']);

    const theirs = await portalGet(app, `/api/lender-portal/duty/${month}/csv`, otherLender.cookie);
    expect(theirs.statusCode).toBe(200);
    const [, ...theirRows] = readCsv(theirs.body);
    expect(theirRows.every((r) => r[1] === other)).toBe(true);
    expect(theirs.body).not.toContain(fixture.lenderId);
    expect(theirRows.find((r) => r[2] === 'All applications')!.slice(5, 7)).toEqual(['0', '0']);
  });

  it('need a signed-in lender user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/lender-portal/duty' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/lender-portal/duty/${month}/csv` })).statusCode).toBe(401);
    expect((await portalGet(app, '/api/lender-portal/duty/2020-13/csv', lender.cookie)).statusCode).toBe(400);
  });
});
