import type { Services } from '#server/services.ts';

/** What a service call that failed means for the screen: its status, the contract's body, headers. */
export type Problem = ReturnType<Services['problemOf']>;
export type Settled<T> = { ok: true; value: T } | ({ ok: false } & Problem);

/**
 * A service call's outcome as a value, for a loader or action that answers a failure on its own
 * screen (a form's problems, a 429 page) rather than as an error page. The server reads the error
 * (Services.problemOf): the same status and words a JSON caller gets, an outage logged once.
 */
export async function settle<T>(services: Services, work: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, ...services.problemOf(error) };
  }
}
