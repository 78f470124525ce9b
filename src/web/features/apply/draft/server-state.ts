import { useEffect, useSyncExternalStore } from 'react';

// The applicant's screens read two things from the server: their draft and the lenders it was
// offered to. docs/api-contract.md#browser-client sets the rules: no automatic refetch, no refetch
// on focus, data never stale, no retries. This is those rules and no more, in place of a
// query library in the applicant's first load (decision 031).

/** What a screen sees of one server resource. */
export type Remote<T> = {
  data: T | undefined;
  /** No data yet: not asked, or the answer is on its way. */
  isPending: boolean;
  /** The last request failed (no retry: a screen mounted later asks again if there is no data). */
  isError: boolean;
};

type Status = 'idle' | 'pending' | 'success' | 'error';
type View<T> = Remote<T> & { status: Status };

const view = <T>(status: Status, data: T | undefined): View<T> => ({
  status,
  data,
  isPending: data === undefined && (status === 'idle' || status === 'pending'),
  isError: status === 'error',
});

/** One request's worth of state and the screens that show it; replaced whole by `remove`. */
class Entry<T> {
  view: View<T> = view<T>('idle', undefined);
  inFlight: Promise<T> | undefined;
  /** Bumped to drop the answer of a request made before (invalidate); `dead` drops them all. */
  generation = 0;
  dead = false;
  readonly listeners = new Set<() => void>();
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  readonly current = (): View<T> => this.view;
  set(next: View<T>) {
    this.view = next;
    for (const listener of [...this.listeners]) listener();
  }
}

/** One resource, kept for as long as the screens that made it (ApplyServerState). */
export class ServerResource<T> {
  #entry = new Entry<T>();
  readonly #fetcher: () => Promise<T>;

  constructor(fetcher: () => Promise<T>) {
    this.#fetcher = fetcher;
  }

  /** The state as it is now, and how to follow it. */
  entry(): Entry<T> {
    return this.#entry;
  }

  /** Asks the server, unless a request is already on its way; data already here stays on screen meanwhile. */
  load(): Promise<T> {
    const entry = this.#entry;
    if (entry.inFlight) return entry.inFlight;
    const generation = entry.generation;
    const mine = () => !entry.dead && generation === entry.generation;
    const request = this.#fetcher().then(
      (data) => {
        if (mine()) entry.set(view('success', data));
        return data;
      },
      (error: unknown) => {
        if (mine()) entry.set(view('error', entry.view.data));
        throw error;
      },
    );
    const settled = () => {
      if (entry.inFlight === request) entry.inFlight = undefined;
    };
    request.then(settled, settled);
    entry.inFlight = request;
    entry.set(view('pending', entry.view.data));
    return request;
  }

  /** The data, from here if already loaded (never stale), otherwise from the server; `fresh` always asks. */
  get({ fresh = false } = {}): Promise<T> {
    const { status, data } = this.#entry.view;
    if (!fresh && status === 'success') return Promise.resolve(data as T);
    return this.load();
  }

  /**
   * Forgets the data (after a save, the next screen reads it afresh). Screens on show are not told
   * and keep what they have; one that renders again starts from nothing and asks the server.
   */
  remove(): void {
    this.#entry.dead = true;
    this.#entry = new Entry<T>();
  }

  /** Reads it again now if a screen shows it, keeping the old data meanwhile; otherwise forgets it. */
  async invalidate(): Promise<void> {
    const entry = this.#entry;
    if (entry.listeners.size === 0) return this.remove();
    entry.generation += 1;
    entry.inFlight = undefined;
    await this.load().catch(() => undefined);
  }

  /** Called when a screen mounts: asks if nothing is here, or if the last request failed and left nothing. */
  ensure(): void {
    const { status, data } = this.#entry.view;
    if (status === 'idle' || (status === 'error' && data === undefined)) void this.load().catch(() => undefined);
  }
}

/** The resource as a screen sees it; asks the server on mount when needed (not while `enabled` is false). */
export function useServerResource<T>(resource: ServerResource<T>, enabled = true): Remote<T> {
  // The entry of this render: after `remove`, a screen follows the new one only once it renders again.
  const entry = resource.entry();
  const state = useSyncExternalStore(entry.subscribe, entry.current, entry.current);
  useEffect(() => {
    if (enabled) resource.ensure();
  }, [resource, entry, enabled]);
  return state;
}
