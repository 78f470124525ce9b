import { createTestApp } from '#tests/support/test-app.ts';
import { panelFile, signedCall, type SignedCall } from './inbound.fixtures.ts';

/**
 * The lender side the inbound API tests call from: a panel of four lenders of this run (A with a
 * 50% return cap, B on the defaults, TIGHT with a 2-hour window and a 10% cap, RACE with a 10% cap),
 * an app whose clock is 10 March 2031 at noon, and calls signed as each lender signs them.
 */
export async function openInboundDesk() {
  const s = Math.random().toString(36).slice(2, 8);
  const lenders = { A: `alpha-${s}`, B: `bravo-${s}`, TIGHT: `tight-${s}`, RACE: `race-${s}` };
  const file = panelFile([
    { id: lenders.A, returnCapPercent: 50 },
    { id: lenders.B },
    { id: lenders.TIGHT, returnWindowHours: 2, returnCapPercent: 10 },
    { id: lenders.RACE, returnCapPercent: 10 },
  ]);
  const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
  clock.set(new Date('2031-03-10T12:00:00Z'));
  const call = (c: SignedCall) => signedCall(app, clock.now(), c);
  return { s, ...lenders, app, db, clock, call };
}

export const HOUR = 3_600_000;
/** What every lender call about a lead it was not sent answers (404), as for one that does not exist. */
export const NOT_FOUND = { message: 'No lead with this reference was sent to you' };
