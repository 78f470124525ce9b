// Group commit (ADR 028): writes that arrive while the database is busy with earlier ones wait and
// go together in one statement, so a spike costs one round trip and one commit per batch instead
// of per write. A write that finds a free slot goes at once, alone: no timer, no added latency.

export type GroupCommitOptions<I, R> = {
  /** Batches sent at once; the rest of the pool stays free for every other query. */
  maxInFlight: number;
  /** Items in one batch at most. */
  maxBatch: number;
  /** Items of one group can share a statement (e.g. the same step). */
  groupOf: (item: I) => string;
  /** At most one item per key is queued in a batch or in flight (one row lock per key and batch). */
  keyOf: (item: I) => string;
  /** Writes the items of one group in one statement; one result per item, in their order. */
  run: (group: string, items: I[]) => Promise<R[]>;
  /**
   * Whether a failed batch may hold an item at fault (a data error), so that each item is written
   * again alone; otherwise (the database is down) every item gets the batch's error at once.
   */
  retryAlone: (error: unknown) => boolean;
  /** Told of each batch written, with its size (metrics). */
  onBatch?: (size: number) => void;
};

type Waiting<I, R> = { item: I; group: string; key: string; resolve: (r: R) => void; reject: (e: unknown) => void };

/**
 * `write(item)` resolves once the batch holding the item has committed. When a batch of several
 * fails on its data, each item is written again alone, so one bad item fails only itself.
 */
export function groupCommit<I, R>(options: GroupCommitOptions<I, R>): (item: I) => Promise<R> {
  let queue: Waiting<I, R>[] = [];
  const busyKeys = new Set<string>();
  let inFlight = 0;

  async function runAlone(entry: Waiting<I, R>): Promise<void> {
    try {
      const [result] = await options.run(entry.group, [entry.item]);
      if (result === undefined) throw new Error('group commit: the statement returned no result');
      entry.resolve(result);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function send(batch: Waiting<I, R>[]): Promise<void> {
    const [first] = batch;
    if (!first) return;
    try {
      options.onBatch?.(batch.length);
    } catch {
      // Counting a batch never fails its writes.
    }
    if (batch.length === 1) return runAlone(first);
    let results: R[];
    try {
      results = await options.run(
        first.group,
        batch.map((entry) => entry.item),
      );
      if (results.length !== batch.length) throw new Error('group commit: one result per item expected');
    } catch (error) {
      // Nothing of the batch was committed (one statement): find the item at fault by going one by one.
      if (options.retryAlone(error)) for (const entry of batch) await runAlone(entry);
      else for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, i) => entry.resolve(results[i] as R));
  }

  function takeBatch(): Waiting<I, R>[] {
    const start = queue.findIndex((entry) => !busyKeys.has(entry.key));
    const first = queue[start];
    if (!first) return [];
    const batch = [first];
    const keys = new Set([first.key]);
    for (let i = start + 1; i < queue.length && batch.length < options.maxBatch; i++) {
      const entry = queue[i] as Waiting<I, R>;
      if (entry.group !== first.group || busyKeys.has(entry.key) || keys.has(entry.key)) continue;
      batch.push(entry);
      keys.add(entry.key);
    }
    const taken = new Set(batch);
    queue = queue.filter((entry) => !taken.has(entry));
    return batch;
  }

  function pump(): void {
    while (inFlight < options.maxInFlight) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      inFlight++;
      for (const entry of batch) busyKeys.add(entry.key);
      // Whatever else could go wrong in sending, no caller is left waiting.
      void send(batch)
        .catch((error: unknown) => {
          for (const entry of batch) entry.reject(error);
        })
        .finally(() => {
          inFlight--;
          for (const entry of batch) busyKeys.delete(entry.key);
          pump();
        });
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, group: options.groupOf(item), key: options.keyOf(item), resolve, reject });
      pump();
    });
}
