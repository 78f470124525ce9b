import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { leadAttempts, outboxMessages } from '#server/db/schema/index.ts';
import { adminSession, loginAdmin, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { settingsOfItem, type LenderItem, type LenderSettings } from '#shared/admin/lender-schemas.ts';
import type { RegisterState } from '#shared/admin/lender-register-schemas.ts';
import { runDailyRegisterCheck } from './fca-register.plugin.ts';

const DAY = 86_400_000;

/**
 * The bench of the register checks' API tests, on the sandbox register: two fake lenders (FIRST, then
 * SECOND on tier 2) in a test app, an admin, a clock that only moves on, and the calls the tests make.
 */
export async function openRegisterBench() {
  const s = Math.random().toString(36).slice(2, 8);
  const FIRST = `first-${s}`;
  const SECOND = `second-${s}`;
  const fakes = await startFakeLenders([
    { id: FIRST, price: 30 },
    { id: SECOND, tier: 2, price: 20 },
  ]);
  afterAll(() => fakes.close());
  const file = path.join(os.tmpdir(), `register-checks-${s}.json`);
  writeFileSync(file, JSON.stringify(fakes.config()));

  const { app, db: handle, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
  const db = handle.db;
  // Wednesday 12 May 2032, 11:00 in London (BST).
  let now = new Date('2032-05-12T10:00:00Z');
  clock.set(now);
  const admin = await adminSession(app, db);
  let { cookie } = admin;
  /** Moves the clock on; the admin signs in again (a session does not last days). */
  async function moveOn(ms: number) {
    clock.set((now = new Date(now.getTime() + ms)));
    cookie = await loginAdmin(app, admin);
  }

  async function edit(lenderId: string, change: Partial<LenderSettings>) {
    const list = await app.inject({ method: 'GET', url: '/api/admin/lenders/settings', headers: { cookie } });
    const current = (list.json().lenders as LenderItem[]).find((l) => l.id === lenderId)!;
    return app.inject({
      method: 'PUT',
      url: `/api/admin/lenders/settings/${lenderId}`,
      headers: { cookie, ...SAME_ORIGIN },
      payload: { ...settingsOfItem(current), ...change },
    });
  }

  /** One lead; whether the first lender was pinged, and its attempt. */
  async function lead() {
    const before = fakes.stats.get(FIRST)!.pings;
    const application = await createApplication(db);
    const outcome = await app.lenderPanel.submit(application.id);
    const attempts = await db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application.id));
    return {
      outcome,
      first: attempts.find((a) => a.lenderId === FIRST),
      pinged: fakes.stats.get(FIRST)!.pings - before,
    };
  }

  const registerOf = async (lenderId: string, action?: 'check' | 'reinstate') => {
    const response = await app.inject({
      method: action ? 'POST' : 'GET',
      url: `/api/admin/lenders/settings/${lenderId}/register${action ? `/${action}` : ''}`,
      headers: { cookie, ...(action ? SAME_ORIGIN : {}) },
    });
    return { status: response.statusCode, state: response.json() as RegisterState };
  };

  return {
    app,
    db,
    admin,
    FIRST,
    SECOND,
    sandbox: app.fcaRegister.sandbox!,
    panelKey: app.lenderPanelConfig!.jobQueue,
    cookie: () => cookie,
    moveOn,
    nextDay: (days = 1) => moveOn(days * DAY),
    /** The daily job's run, at the clock's time. */
    dailyCheck: () => runDailyRegisterCheck(app, now),
    // Unique FRNs per run: the sandbox register's answers are per FRN.
    frnOf: (n: number) => String(8_000_000 + Math.floor(Math.random() * 900_000) + n).slice(0, 7),
    edit,
    lead,
    registerOf,
    suspensionEmails: (name: string) =>
      db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, admin.email), like(outboxMessages.subject, `%${name}%`))),
  };
}
