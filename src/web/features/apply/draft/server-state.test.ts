import { describe, expect, it } from 'vitest';
import { ServerResource } from './server-state.ts';

/** A fetcher whose answers the test hands out one by one. */
function server<T>() {
  const waiting: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const fetcher = () => new Promise<T>((resolve, reject) => waiting.push({ resolve, reject }));
  return {
    fetcher,
    waiting,
    answer: (v: T) => waiting.shift()!.resolve(v),
    fail: () => waiting.shift()!.reject(new Error('down')),
  };
}

describe('ServerResource (docs/api-contract.md#browser-client)', () => {
  it('asks once for any number of screens, and never again once it has the data', async () => {
    const s = server<string>();
    const r = new ServerResource(s.fetcher);
    expect(r.entry().current()).toMatchObject({ isPending: true, isError: false, data: undefined });
    r.ensure();
    r.ensure();
    const read = r.get();
    expect(s.waiting).toHaveLength(1);
    s.answer('draft');
    await expect(read).resolves.toBe('draft');
    r.ensure();
    await expect(r.get()).resolves.toBe('draft');
    expect(s.waiting).toHaveLength(0);
    expect(r.entry().current()).toMatchObject({ isPending: false, data: 'draft' });
  });

  it('does not retry a failure; a screen mounted later asks again', async () => {
    const s = server<string>();
    const r = new ServerResource(s.fetcher);
    r.ensure();
    s.fail();
    await Promise.resolve();
    await new Promise((done) => setImmediate(done));
    expect(r.entry().current()).toMatchObject({ isError: true, isPending: false });
    expect(s.waiting).toHaveLength(0);
    r.ensure();
    expect(s.waiting).toHaveLength(1);
  });

  it('after remove, an answer to the earlier request is not kept and the next read asks afresh', async () => {
    const s = server<string>();
    const r = new ServerResource(s.fetcher);
    const early = r.get();
    let oldScreenTold = 0;
    r.entry().subscribe(() => (oldScreenTold += 1));
    r.remove();
    s.answer('before the save');
    await early;
    expect(r.entry().current()).toMatchObject({ isPending: true, data: undefined });
    const late = r.get();
    s.answer('after the save');
    await expect(late).resolves.toBe('after the save');
    expect(r.entry().current().data).toBe('after the save');
    // A screen still showing the old state is not switched to "loading" under the applicant.
    expect(oldScreenTold).toBe(0);
  });

  it('invalidate reads again at once while a screen shows it, keeping the old data meanwhile', async () => {
    const s = server<string>();
    const r = new ServerResource(s.fetcher);
    let told = 0;
    const stop = r.entry().subscribe(() => (told += 1));
    const first = r.get();
    s.answer('old');
    await first;
    const again = r.invalidate();
    expect(r.entry().current()).toMatchObject({ data: 'old', isPending: false });
    s.answer('new');
    await again;
    expect(r.entry().current().data).toBe('new');
    expect(told).toBeGreaterThan(0);
    stop();
    await r.invalidate();
    expect(s.waiting).toHaveLength(0);
    expect(r.entry().current()).toMatchObject({ isPending: true, data: undefined });
  });

  it('get({ fresh }) always asks, and shares a request already on its way', async () => {
    const s = server<number>();
    const r = new ServerResource(s.fetcher);
    const a = r.get();
    s.answer(1);
    await a;
    const b = r.get({ fresh: true });
    const c = r.get({ fresh: true });
    expect(s.waiting).toHaveLength(1);
    s.answer(2);
    await expect(b).resolves.toBe(2);
    await expect(c).resolves.toBe(2);
  });
});
