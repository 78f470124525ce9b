// The manual clock each app of createTestApp runs on, kept apart from test-app.ts (which needs
// Vitest) so that fixtures any runner imports can read it.
import type { App } from '#server/app.ts';
import type { manualClock } from '#server/lib/clock.ts';

type ManualClock = ReturnType<typeof manualClock>;
const clocks = new WeakMap<App, ManualClock>();

export function registerTestClock(app: App, clock: ManualClock): void {
  clocks.set(app, clock);
}

/** The manual clock an app of createTestApp runs on (fixtures compute TOTP codes at its time). */
export function testClock(app: App): ManualClock {
  const clock = clocks.get(app);
  if (!clock) throw new Error('not an app of createTestApp');
  return clock;
}
