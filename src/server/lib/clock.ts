/** Time as a dependency, so tests can move it (session timeouts, abandonment delays). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function manualClock(start = new Date()): Clock & { set(d: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => void (current = new Date(d)),
    advance: (ms) => void (current = new Date(current.getTime() + ms)),
  };
}
