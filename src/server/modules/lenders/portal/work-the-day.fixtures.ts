// Test fixtures of the work-the-day tests (issue 43.1): a test app whose clock is 15 June 2031,
// 13:00 London, with lenders A and B, each with a signed-in portal user. Each test file makes its
// own (unique lenders), so the files run side by side.
import { adminSession } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { panelFile } from '../inbound/inbound.fixtures.ts';
import { enrolledLenderUser, portalGet, portalPost } from './portal.fixtures.ts';

export async function workTheDayWorld(prefix: string) {
  const s = Math.random().toString(36).slice(2, 8);
  const A = `${prefix}-a-${s}`;
  const B = `${prefix}-b-${s}`;
  const { app, db, clock } = await createTestApp({ env: { LENDER_PANEL: panelFile([{ id: A }, { id: B }]) } });
  clock.set(new Date('2031-06-15T12:00:00Z'));
  const admin = await adminSession(app, db.db);
  const userA = await enrolledLenderUser(app, admin.cookie, A);
  const userB = await enrolledLenderUser(app, admin.cookie, B);
  /** A portal GET or POST, as lender A's user unless another cookie is given. */
  const get = (url: string, cookie = userA.cookie) => portalGet(app, url, cookie);
  const post = (url: string, body?: object, cookie = userA.cookie) => portalPost(app, url, body, cookie);
  return { app, db, clock, A, B, userA, userB, get, post };
}
