import type { AbSlot } from '#shared/admin/ab-slots.ts';
import type { findActiveSlotTest } from './ab-visitors.repository.ts';

export type ActiveSlotTest = Awaited<ReturnType<typeof findActiveSlotTest>>;

/** How long another instance's change to a slot test may go unseen here. */
export const SLOT_CACHE_MS = 2000;

export type ActiveSlotCache = {
  get: (slot: AbSlot) => Promise<ActiveSlotTest>;
  /** The answer already at hand and still fresh (undefined: ask with get). */
  peek: (slot: AbSlot) => ActiveSlotTest | undefined;
  /** Forget every slot now: this instance created, toggled or deleted a test. */
  invalidate: () => void;
};

type Entry = { until: number; value: Promise<ActiveSlotTest>; settled?: ActiveSlotTest };

/**
 * The active test of each slot, read from the database at most once per SLOT_CACHE_MS (and at
 * once after a change on this instance): without it every home page and /apply shell waited for
 * a query, and the home page served 30 times fewer requests than the other pages (issue 13).
 * Concurrent requests share one pending query; a failed query is not kept.
 */
export function activeSlotCache(
  find: (slot: AbSlot) => Promise<ActiveSlotTest>,
  options: { ttlMs?: number; now?: () => number } = {},
): ActiveSlotCache {
  const ttlMs = options.ttlMs ?? SLOT_CACHE_MS;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<AbSlot, Entry>();
  const fresh = (slot: AbSlot) => {
    const entry = entries.get(slot);
    return entry && entry.until > now() ? entry : undefined;
  };
  return {
    get(slot) {
      const cached = fresh(slot);
      if (cached) return cached.value;
      const entry: Entry = { until: now() + ttlMs, value: find(slot) };
      entries.set(slot, entry);
      entry.value.then(
        (test) => void (entry.settled = test),
        () => void (entries.get(slot) === entry && entries.delete(slot)),
      );
      return entry.value;
    },
    peek: (slot) => fresh(slot)?.settled,
    invalidate: () => entries.clear(),
  };
}
