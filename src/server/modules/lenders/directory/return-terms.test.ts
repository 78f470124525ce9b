import { describe, expect, it } from 'vitest';
import { leadFor, panelFile, signedCall } from '#server/modules/lenders/inbound/inbound.fixtures.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { settingsOfItem, type LenderItem } from '#shared/admin/lender-schemas.ts';

// A lender's returns are judged by the window and cap as the back office stores them (decision 075).

const L = `terms-${Math.random().toString(36).slice(2, 8)}`;
const file = panelFile([{ id: L, returnWindowHours: 72, returnCapPercent: 0 }]);
const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
clock.set(new Date('2032-07-14T12:00:00Z'));
const { cookie } = await adminSession(app, db.db);

describe('return terms', () => {
  it('answers a lender’s return with the window and cap as edited in the back office', async () => {
    const reference = await leadFor(db.db, L, { at: new Date(clock.now().getTime() - 80 * 3_600_000) });
    const returned = () =>
      signedCall(app, clock.now(), { url: '/api/lenders/v1/returns', lender: L, body: { reference, reason: 'fraud' } });
    // 80 hours after the sale: outside the file's 72 hours.
    expect((await returned()).statusCode).toBe(422);
    const list = await app.inject({ method: 'GET', url: '/api/admin/lenders/settings', headers: { cookie } });
    const stored = (list.json().lenders as LenderItem[]).find((l) => l.id === L)!;
    const settings = settingsOfItem(stored);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/lenders/settings/${L}`,
      headers: { cookie, ...SAME_ORIGIN },
      payload: { ...settings, returnWindowHours: 96, returnCapPercent: 100 },
    });
    expect(saved.statusCode).toBe(200);
    // Within the new window, and within the new cap: accepted and credited at once.
    expect((await returned()).json()).toMatchObject({ status: 'accepted', credit: 1000 });
  });
});
