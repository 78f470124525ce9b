// The processing screen reads the lender run's outcome with a GET that starts nothing (decision
// 134): a TanStack query enabled after the spec's 5 s, refetched on the server's Retry-After while
// the lenders are asked. The consent post enqueued the run.

import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '#web/lib/api-client.ts';
import { submitAskAgain, type Outcome } from './ask-until-known.ts';

export const OUTCOME_URL = '/api/application/outcome';
const DEFAULT_WAIT_SECONDS = 3;

/** The outcome as stored; `{status: 'waiting'}` while none is known yet. */
export async function readOutcome(): Promise<Outcome> {
  return (await apiJson<Outcome | undefined>('GET', OUTCOME_URL)) ?? {};
}

/** Whether the answer is still to come (the query refetches), or the outcome (the screen moves on). */
export const isWaiting = (outcome: Outcome | undefined): boolean => outcome?.status === 'waiting';

/**
 * The query's options: read once `enabled`, then again after the server's delay while `waiting`; a
 * 502/503/504 or no connection is asked again after 3 s (decision 097), any other error is final.
 * `networkMode: 'always'`, so a connection error is asked again whatever the browser's online flag says.
 */
export const outcomeQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: [OUTCOME_URL],
    queryFn: readOutcome,
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      isWaiting(query.state.data) ? (query.state.data?.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1000 : false,
    retry: (_failureCount, error) => submitAskAgain(error) !== null,
    retryDelay: (_failureCount, error) => submitAskAgain(error) ?? 0,
    networkMode: 'always',
  });
