import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { PROCESSING } from '../timings.ts';
import {
  askUntilKnown,
  postOutcome,
  resubmitAskAgain,
  ScreenGone,
  StillWaiting,
  submitAskAgain,
  type AskAgain,
  type Outcome,
} from './ask-until-known.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('postOutcome', () => {
  it("throws a 'waiting' answer as StillWaiting, after the server's delay or 3 s", async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'waiting', retryAfterSeconds: 7 }));
    await expect(postOutcome('/api/application/submit')).rejects.toMatchObject({ retryAfterMs: 7_000 });
    fetchMock.mockResolvedValueOnce(json({ status: 'waiting' }));
    const error = await postOutcome('/api/application/submit').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StillWaiting);
    expect(error).toMatchObject({ retryAfterMs: 3_000 });
  });

  it('gives any other answer as it is, and an empty body as {}', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'sold', redirectUrl: 'https://lender.example/offer' }));
    await expect(postOutcome('/x')).resolves.toEqual({ status: 'sold', redirectUrl: 'https://lender.example/offer' });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(postOutcome('/x')).resolves.toEqual({});
  });
});

describe('when to ask again', () => {
  const apiError = (status: number) => new ApiError(status, '', '');

  it('processing: waiting after its delay; 502/503/504 and no connection after 3 s; anything else never', () => {
    expect(submitAskAgain(new StillWaiting(5))).toBe(5_000);
    for (const status of [502, 503, 504]) expect(submitAskAgain(apiError(status))).toBe(3_000);
    expect(submitAskAgain(new TypeError('Failed to fetch'))).toBe(PROCESSING.retryAfterUnavailableMs);
    for (const status of [400, 401, 404, 409, 410, 429, 500]) expect(submitAskAgain(apiError(status))).toBeNull();
    expect(submitAskAgain(new Error('other'))).toBeNull();
    expect(submitAskAgain(new ScreenGone())).toBeNull();
  });

  it('resubmit: only waiting', () => {
    expect(resubmitAskAgain(new StillWaiting(2))).toBe(2_000);
    for (const status of [410, 500, 502, 503, 504]) expect(resubmitAskAgain(apiError(status))).toBeNull();
    expect(resubmitAskAgain(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('askUntilKnown (TanStack mutation, driven clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function run(answers: (() => Promise<Outcome>)[], askAgain: AskAgain, gone = () => false) {
    const post = vi.fn(() => answers.shift()!());
    const observer = new MutationObserver(new QueryClient(), askUntilKnown(post, askAgain));
    const settled = observer.mutate({ gone }).then(
      (outcome) => ({ outcome }),
      (error: unknown) => ({ error }),
    );
    return { post, observer, settled };
  }

  it("asks again after each answer's delay until it is known, counting the failures", async () => {
    const { post, observer, settled } = run(
      [
        () => Promise.reject(new StillWaiting(2)),
        () => Promise.reject(new ApiError(503, '', '')),
        () => Promise.resolve({ status: 'pending' }),
      ],
      submitAskAgain,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().failureCount).toBe(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().failureCount).toBe(2);
    await vi.advanceTimersByTimeAsync(PROCESSING.retryAfterUnavailableMs - 1);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toEqual({ outcome: { status: 'pending' } });
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('takes any other failure as the answer at once', async () => {
    const { post, settled } = run([() => Promise.reject(new ApiError(500, '', ''))], submitAskAgain);
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled).toMatchObject({ error: { status: 500 } });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('resubmit: a 503 is the answer, not asked again', async () => {
    const { post, settled } = run([() => Promise.reject(new ApiError(503, '', ''))], resubmitAskAgain);
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled).toMatchObject({ error: { status: 503 } });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends nothing more once the screen has gone', async () => {
    let gone = false;
    const { post, settled } = run(
      [() => Promise.reject(new StillWaiting(3)), () => Promise.resolve({ status: 'sold' })],
      submitAskAgain,
      () => gone,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledTimes(1);
    gone = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(post).toHaveBeenCalledTimes(1);
    expect(await settled).toEqual({ error: expect.any(ScreenGone) });
  });
});
