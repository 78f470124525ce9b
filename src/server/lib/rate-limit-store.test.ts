import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '#tests/support/test-app.ts';
import { countHit } from './rate-limit-store.ts';

const key = () => `test:${randomBytes(6).toString('hex')}`;

describe('database rate-limit counters', () => {
  it('counts hits in a window and starts a new window once it has passed', async () => {
    const { db } = await testDatabase();
    const k = key();
    const start = new Date('2026-11-22T10:00:00Z');
    expect(await countHit(db, k, 60_000, start)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countHit(db, k, 60_000, new Date(start.getTime() + 10_000))).toEqual({ current: 2, ttl: 50_000 });
    expect(await countHit(db, k, 60_000, new Date(start.getTime() + 59_999))).toEqual({ current: 3, ttl: 1 });
    expect(await countHit(db, k, 60_000, new Date(start.getTime() + 60_000))).toEqual({ current: 1, ttl: 60_000 });
  });

  it('counts concurrent hits exactly', async () => {
    const { db } = await testDatabase();
    const k = key();
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, () => countHit(db, k, 60_000, now)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
