import { describe, expect, it } from 'vitest';
import type { AbSlot } from '#shared/admin/ab-slots.ts';
import { activeSlotCache, type ActiveSlotTest } from './active-slot-cache.ts';

function counted(answer: () => Promise<ActiveSlotTest>) {
  const asked: AbSlot[] = [];
  const find = (slot: AbSlot) => {
    asked.push(slot);
    return answer();
  };
  return { asked, find };
}

describe('the cache of active slot tests', () => {
  it('asks the database once per slot while fresh, again after the time-to-live or a change here', async () => {
    let time = 0;
    const { asked, find } = counted(async () => null);
    const cache = activeSlotCache(find, { ttlMs: 1000, now: () => time });
    await Promise.all([cache.get('home-hero'), cache.get('home-hero'), cache.get('apply-cta')]);
    await cache.get('home-hero');
    expect(asked).toEqual(['home-hero', 'apply-cta']);
    expect(cache.peek('home-hero')).toBeNull();
    time = 1000;
    expect(cache.peek('home-hero')).toBeUndefined();
    await cache.get('home-hero');
    expect(asked).toHaveLength(3);
    cache.invalidate();
    expect(cache.peek('home-hero')).toBeUndefined();
    await cache.get('home-hero');
    expect(asked).toHaveLength(4);
  });

  it('does not keep a failed query', async () => {
    let fail = true;
    const { asked, find } = counted(async () => {
      if (fail) throw new Error('database down');
      return { testId: 't', variants: [] };
    });
    const cache = activeSlotCache(find, { now: () => 0 });
    await expect(cache.get('home-hero')).rejects.toThrow('database down');
    fail = false;
    await expect(cache.get('home-hero')).resolves.toEqual({ testId: 't', variants: [] });
    expect(asked).toHaveLength(2);
  });
});
