/** One line of `npm run lender:check`: a check against a lender or the broker, passed or not, with why. */
export type CheckResult = { name: string; ok: boolean; detail: string };

/** What a checked endpoint answered: its status and JSON body (null when not JSON), or why nothing came. */
export type Exchange = { status: number; json: unknown } | { error: string };

/** One call of a check: no redirects followed, cut off after `timeoutMs`. */
export async function exchange(url: string, init: RequestInit, timeoutMs = 5_000): Promise<Exchange> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      return { status: response.status, json: null };
    }
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** An exchange's answer in words: its HTTP status, or why there was none. */
export const statusOf = (e: Exchange): string => ('error' in e ? `no answer (${e.error})` : `HTTP ${e.status}`);
