import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.ts';

type Item = { group: string; key: string; bad?: boolean };

/** A group commit whose statements the test finishes by hand, recording each batch sent. */
function harness(options: { maxInFlight?: number; maxBatch?: number; retryAlone?: boolean } = {}) {
  const sent: { items: Item[]; finish: () => void; fail: (e: unknown) => void }[] = [];
  const write = groupCommit<Item, string>({
    maxInFlight: options.maxInFlight ?? 1,
    maxBatch: options.maxBatch ?? 32,
    groupOf: (item) => item.group,
    keyOf: (item) => item.key,
    retryAlone: () => options.retryAlone ?? true,
    run: (_group, items) =>
      new Promise((resolve, reject) => {
        sent.push({
          items,
          finish: () =>
            items.some((i) => i.bad) ? reject(new Error('bad item')) : resolve(items.map((i) => `ok ${i.key}`)),
          fail: reject,
        });
      }),
  });
  const tick = () => new Promise((r) => setImmediate(r));
  return { write, sent, tick };
}

describe('group commit', () => {
  it('sends a write at once when a slot is free, and the writes that queue behind it as one batch', async () => {
    const { write, sent, tick } = harness();
    const first = write({ group: 'a', key: '1' });
    const rest = ['2', '3', '4'].map((key) => write({ group: 'a', key }));
    expect(sent.map((s) => s.items.length)).toEqual([1]);
    sent[0]?.finish();
    await expect(first).resolves.toBe('ok 1');
    await tick();
    expect(sent.map((s) => s.items.map((i) => i.key))).toEqual([['1'], ['2', '3', '4']]);
    sent[1]?.finish();
    await expect(Promise.all(rest)).resolves.toEqual(['ok 2', 'ok 3', 'ok 4']);
  });

  it('never puts two writes of one key in a batch or in flight together, and keeps groups apart', async () => {
    const { write, sent, tick } = harness({ maxInFlight: 2 });
    const all = [
      write({ group: 'a', key: '1' }),
      write({ group: 'a', key: '2' }),
      write({ group: 'a', key: '1' }),
      write({ group: 'b', key: '3' }),
      write({ group: 'a', key: '4' }),
    ];
    expect(sent.map((s) => s.items.map((i) => i.key))).toEqual([['1'], ['2']]);
    sent[0]?.finish();
    await tick();
    // Key 1 is free again; key 2 is still in flight; group b waits for its own batch.
    expect(sent[2]?.items.map((i) => i.key)).toEqual(['1', '4']);
    sent[1]?.finish();
    await tick();
    expect(sent[3]?.items.map((i) => i.key)).toEqual(['3']);
    sent[2]?.finish();
    sent[3]?.finish();
    await expect(Promise.all(all)).resolves.toEqual(['ok 1', 'ok 2', 'ok 1', 'ok 3', 'ok 4']);
  });

  it('caps a batch at maxBatch', async () => {
    const { write, sent, tick } = harness({ maxBatch: 2 });
    const all = ['1', '2', '3', '4'].map((key) => write({ group: 'a', key }));
    sent[0]?.finish();
    await tick();
    expect(sent.map((s) => s.items.length)).toEqual([1, 2]);
    sent[1]?.finish();
    await tick();
    sent[2]?.finish();
    await Promise.all(all);
    expect(sent.map((s) => s.items.length)).toEqual([1, 2, 1]);
  });

  it('when a batch fails on its data, writes each item alone so that only the bad one fails', async () => {
    const { write, sent, tick } = harness();
    const first = write({ group: 'a', key: '1' });
    const good = write({ group: 'a', key: '2' });
    const bad = write({ group: 'a', key: '3', bad: true });
    sent[0]?.finish();
    await first;
    await tick();
    sent[1]?.finish(); // the batch of 2 and 3 fails
    await tick();
    sent[2]?.finish();
    await tick();
    sent[3]?.finish();
    await expect(good).resolves.toBe('ok 2');
    await expect(bad).rejects.toThrow('bad item');
    expect(sent.map((s) => s.items.map((i) => i.key))).toEqual([['1'], ['2', '3'], ['2'], ['3']]);
  });

  it('writes the batch even when counting it throws', async () => {
    const write = groupCommit<Item, string>({
      maxInFlight: 1,
      maxBatch: 32,
      groupOf: (item) => item.group,
      keyOf: (item) => item.key,
      retryAlone: () => true,
      run: async (_group, items) => items.map((i) => `ok ${i.key}`),
      onBatch: () => {
        throw new Error('metrics broke');
      },
    });
    await expect(write({ group: 'a', key: '1' })).resolves.toBe('ok 1');
    await expect(write({ group: 'a', key: '2' })).resolves.toBe('ok 2');
  });

  it('when the database is down, fails the whole batch with its error and tries nothing again', async () => {
    const { write, sent, tick } = harness({ retryAlone: false });
    const first = write({ group: 'a', key: '1' });
    const rest = ['2', '3'].map((key) => write({ group: 'a', key }));
    sent[0]?.finish();
    await first;
    await tick();
    sent[1]?.fail(new Error('connection refused'));
    for (const r of rest) await expect(r).rejects.toThrow('connection refused');
    expect(sent).toHaveLength(2);
  });
});
