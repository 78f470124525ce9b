// The applicant's submit calls (processing, resubmit) as TanStack Query mutations (decision 112):
// an answer that is not known yet is an error the mutation retries after the server's delay, so no
// screen keeps its own retry timers.

import { useCallback, useEffect, useRef } from 'react';
import { useMutation, type MutateOptions, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError, apiJson } from '#web/lib/api-client.ts';
import { PROCESSING } from '../timings.ts';

export type Outcome = {
  status?: string;
  redirectUrl?: string | null;
  reason?: string;
  message?: string;
  retryAfterSeconds?: number;
};

/** `{status: 'waiting'}`: a lender has not answered yet (decision 050); ask again after `retryAfterMs`. */
export class StillWaiting extends Error {
  readonly retryAfterMs: number;
  constructor(retryAfterSeconds = 3) {
    super('A lender has not answered yet');
    this.name = 'StillWaiting';
    this.retryAfterMs = retryAfterSeconds * 1000;
  }
}

/** The screen has gone: nothing more is sent for it. */
export class ScreenGone extends Error {
  constructor() {
    super('The screen has gone');
    this.name = 'ScreenGone';
  }
}

/** POSTs to `url`; a 'waiting' answer is thrown as StillWaiting, an empty body gives `{}`. */
export async function postOutcome(url: string): Promise<Outcome> {
  const outcome = await apiJson<Outcome | undefined>('POST', url);
  if (outcome?.status === 'waiting') throw new StillWaiting(outcome.retryAfterSeconds);
  return outcome ?? {};
}

/** When to ask again after `error` (ms), or null when the error is the answer. */
export type AskAgain = (error: Error) => number | null;

/**
 * Processing: 'waiting', or a 502/503/504 or no connection (an instance restarting behind the load
 * balancer, its lender job being taken over: decision 097): the outcome is coming, ask again.
 */
export const submitAskAgain: AskAgain = (error) => {
  if (error instanceof StillWaiting) return error.retryAfterMs;
  const unavailable = error instanceof ApiError && [502, 503, 504].includes(error.status);
  return unavailable || error instanceof TypeError ? PROCESSING.retryAfterUnavailableMs : null;
};

/** Resubmit: only 'waiting' is asked again (the link is not used up); anything else is said. */
export const resubmitAskAgain: AskAgain = (error) => (error instanceof StillWaiting ? error.retryAfterMs : null);

/** The mutation's variable: whether the screen that sent the call has gone. */
export type Screen = { gone: () => boolean };

/**
 * The mutation's options: `retry` and `retryDelay` from `askAgain`, unlimited while the answer is not
 * known; once the screen has gone nothing more is sent. `networkMode: 'always'`: a connection error
 * is asked again on the same clock as a 503, whatever the browser's online flag says.
 */
export function askUntilKnown(
  post: () => Promise<Outcome>,
  askAgain: AskAgain,
): UseMutationOptions<Outcome, Error, Screen> {
  return {
    mutationFn: (screen) => (screen.gone() ? Promise.reject(new ScreenGone()) : post()),
    retry: (_failureCount, error) => askAgain(error) !== null,
    retryDelay: (_failureCount, error) => askAgain(error) ?? 0,
    networkMode: 'always',
  };
}

/**
 * One screen's call: `fire` sends it at most once in the screen's life (a second call, an effect run
 * twice by StrictMode, does nothing). Once the screen has gone the retries stop and TanStack skips
 * the per-call callbacks: nothing is sent or navigated for a screen that has gone.
 */
export function useAskUntilKnown(post: () => Promise<Outcome>, askAgain: AskAgain) {
  const shownRef = useRef(false);
  const firedRef = useRef(false);
  useEffect(() => {
    shownRef.current = true;
    return () => {
      shownRef.current = false;
    };
  }, []);
  const mutation = useMutation(askUntilKnown(post, askAgain));
  const { mutate } = mutation;
  const fire = useCallback(
    (callbacks?: MutateOptions<Outcome, Error, Screen>) => {
      if (firedRef.current || !shownRef.current) return;
      firedRef.current = true;
      mutate({ gone: () => !shownRef.current }, callbacks);
    },
    [mutate],
  );
  return { ...mutation, fire };
}
