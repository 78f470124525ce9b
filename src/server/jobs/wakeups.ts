import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { JobRunner } from './job-runner.ts';

// A reader that waits for a job's result (decision 134) is woken by a NOTIFY the job sends once it
// has written it, received through pg-boss's own listener: never by a loop of reads. Every waiter of
// this process shares one LISTEN; a waiter re-reads once per wake-up and gives up at its deadline.

export type Wakeups = {
  /**
   * `read()` now; when it answers null, again after each NOTIFY for `key` (or a listener
   * reconnection, when one may have been missed), until it answers or `waitMs` has passed or
   * `signal` aborts: then `onTimeout()` answers.
   */
  waitFor<T>(key: string, read: () => Promise<T | null>, options: WaitOptions<T>): Promise<T>;
  /** Stops listening (the runner's stop does not close a listener it did not open). */
  close(): Promise<void>;
};

export type WaitOptions<T> = { waitMs: number; signal: AbortSignal; onTimeout: () => Promise<T> };

/** Tells every instance's waiters of `channel` that `key`'s result is written (delivered on commit). */
export async function announce(db: Database, channel: string, key: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${key})`);
}

export function createWakeups(runner: JobRunner, channel: string): Wakeups {
  const waiters = new Map<string, Set<() => void>>();
  const wakeAll = () => waiters.forEach((set) => set.forEach((wake) => wake()));
  let listening: Promise<() => Promise<void>> | undefined;
  const listen = () => {
    listening ??= runner.listen(channel, (key) => waiters.get(key)?.forEach((wake) => wake()), wakeAll);
    // A failed LISTEN is tried again by the next waiter (the database may be back).
    listening.catch(() => (listening = undefined));
    return listening;
  };

  async function waitFor<T>(key: string, read: () => Promise<T | null>, options: WaitOptions<T>): Promise<T> {
    let woken: boolean;
    const flag = () => void (woken = true);
    let wake: () => void = flag;
    const wakeThis = () => wake();
    const set = waiters.get(key) ?? new Set();
    waiters.set(key, set);
    set.add(wakeThis);
    // Without a listener the waiter still reads once now and once at its deadline: never a loop.
    await listen().catch(() => undefined);
    const deadline = Date.now() + options.waitMs;
    try {
      for (;;) {
        woken = false;
        const result = await read();
        if (result !== null) return result;
        const remaining = deadline - Date.now();
        if (remaining <= 0 || options.signal.aborted) return await options.onTimeout();
        // A NOTIFY that came while reading wakes at once; otherwise the next one, the deadline or the abort.
        if (!woken) await nextWake(remaining, options.signal, (resolve) => void (wake = resolve));
        wake = flag;
      }
    } finally {
      set.delete(wakeThis);
      if (set.size === 0) waiters.delete(key);
    }
  }

  return {
    waitFor,
    async close() {
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}

function nextWake(ms: number, signal: AbortSignal, setWake: (resolve: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    setWake(done);
  });
}
