import { eq, sql } from 'drizzle-orm';
import { ledgerEntries } from '#server/db/schema/index.ts';
import { panelFile, signedCall, type SignedCall } from '#server/modules/lenders/inbound/inbound.fixtures.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';

/**
 * The back office's ledger as the tests use it: one lender of this run whose every return is over
 * its cap (0%), so each waits for a decision; an app whose clock is 10 May 2032 at noon; a
 * signed-in admin and their calls; the lender's signed calls; and the lender's ledger net in pence.
 */
export async function openLedgerDesk() {
  const s = Math.random().toString(36).slice(2, 8);
  const L = `queue-${s}`;
  const file = panelFile([{ id: L, returnCapPercent: 0 }]);
  const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
  clock.set(new Date('2032-05-10T12:00:00Z'));
  const admin = await adminSession(app, db.db);
  const lender = (c: SignedCall) => signedCall(app, clock.now(), c);
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  const decide = (id: string, body: object) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/decision`,
      headers: { cookie: admin.cookie, ...SAME_ORIGIN },
      payload: body,
    });
  const stats = async () => (await get('/api/admin/applications/stats')).json() as { revenue: number };
  const ledgerNet = async () =>
    Number(
      (
        await db.db
          .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amountPence}), 0)::text` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.lenderId, L))
      )[0]?.n,
    );
  return { s, L, app, db, clock, admin, lender, get, decide, stats, ledgerNet };
}
