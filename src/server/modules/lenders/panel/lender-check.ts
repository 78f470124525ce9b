import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { pingResponseSchema, postResponseSchema, withdrawalResponseSchema } from './lender-client.ts';
import { signatureOf } from './lender-http.ts';
import { SAMPLE_PING, SAMPLE_POST } from './lender-check-sample.ts';
import type { CheckResult } from '#server/lib/check-result.ts';

export type CheckOptions = { url: string; secret: string; timeoutMs?: number; now?: () => number };

type Exchange = { status: number; json: unknown; ms: number } | { error: string; ms: number };

/**
 * Exercises a lender endpoint the way the broker calls it (docs/lender-protocol.md): signed
 * ping and post, a repeated idempotency key, and requests the lender must refuse (a wrong
 * signature, a stale timestamp). Sends only made-up test data.
 */
export async function checkLender(options: CheckOptions): Promise<CheckResult[]> {
  const timeoutMs = options.timeoutMs ?? 3_000;
  const now = options.now ?? Date.now;
  const run = randomBytes(6).toString('hex');

  async function send(
    stage: 'ping' | 'post' | 'withdrawal' | 'erasure',
    reference: string,
    key: string,
    sign: { secret?: string; timestamp?: number } = {},
  ): Promise<Exchange> {
    const body = JSON.stringify(
      stage === 'withdrawal' || stage === 'erasure'
        ? { stage, reference }
        : { stage, reference, lead: stage === 'ping' ? SAMPLE_PING : SAMPLE_POST },
    );
    const timestamp = String(sign.timestamp ?? now());
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': key,
          'x-timestamp': timestamp,
          'x-signature': signatureOf(sign.secret ?? options.secret, timestamp, body),
        },
        body,
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: response.status, json, ms: ms() };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return {
        error: timedOut ? `no answer within ${timeoutMs} ms` : `connection error: ${(error as Error).message}`,
        ms: ms(),
      };
    }
  }

  const answered = (name: string, exchange: Exchange, schema: z.ZodType): CheckResult => {
    if ('error' in exchange) return { name, ok: false, detail: exchange.error };
    if (exchange.status < 200 || exchange.status >= 300)
      return { name, ok: false, detail: `HTTP ${exchange.status}; expected 200` };
    const parsed = schema.safeParse(exchange.json);
    if (!parsed.success)
      return {
        name,
        ok: false,
        detail:
          `answer does not match the protocol: ` +
          `${parsed.error.issues[0]?.path.join('.') || 'body'} ` +
          `${parsed.error.issues[0]?.message ?? ''}`,
      };
    return { name, ok: true, detail: `${JSON.stringify(exchange.json)} in ${exchange.ms} ms` };
  };
  const refused = (name: string, exchange: Exchange): CheckResult => {
    if ('error' in exchange) return { name, ok: false, detail: exchange.error };
    const ok = exchange.status === 401 || exchange.status === 403;
    return {
      name,
      ok,
      detail: ok
        ? `refused with HTTP ${exchange.status}`
        : `answered HTTP ${exchange.status}; a lender must refuse it with 401 or 403`,
    };
  };

  const results: CheckResult[] = [];
  const pingKey = `ping-check-${run}`;
  const ping = await send('ping', `check-${run}`, pingKey);
  const pingResult = answered('signed ping is answered within the timeout', ping, pingResponseSchema);
  const pingAnswer = pingResult.ok && 'json' in ping ? (ping.json as z.infer<typeof pingResponseSchema>) : undefined;
  if (pingAnswer?.decision === 'accept' && pingAnswer.price === undefined)
    Object.assign(pingResult, { ok: false, detail: 'accept without a price' });
  results.push(pingResult);

  const again = await send('ping', `check-${run}`, pingKey);
  const same = 'json' in again && 'json' in ping && JSON.stringify(again.json) === JSON.stringify(ping.json);
  results.push({
    name: 'the same Idempotency-Key gets the same answer',
    ok: same,
    detail: same
      ? 'identical answer'
      : `first ${JSON.stringify('json' in ping ? ping.json : ping)}, then ` +
        `${JSON.stringify('json' in again ? again.json : again)}`,
  });

  results.push(
    refused(
      'a wrong signature is refused',
      await send('ping', `check-${run}-sig`, `ping-check-${run}-sig`, { secret: `${options.secret}-wrong` }),
    ),
  );
  results.push(
    refused(
      'a timestamp 10 minutes old is refused',
      await send('ping', `check-${run}-old`, `ping-check-${run}-old`, { timestamp: now() - 10 * 60_000 }),
    ),
  );

  const post = await send('post', `check-${run}`, `post-check-${run}`);
  const postResult = answered('signed post is answered within the timeout', post, postResponseSchema);
  const postAnswer =
    postResult.ok && 'json' in post
      ? (post.json as z.infer<typeof postResponseSchema> & { creditReferenceAgency?: unknown })
      : undefined;
  if (postAnswer?.decision === 'sold' && (!postAnswer.leadRef || !postAnswer.redirectUrl))
    Object.assign(postResult, { ok: false, detail: 'sold without leadRef and redirectUrl' });
  results.push(postResult);
  if (postAnswer?.decision === 'reject' && !postAnswer.creditReferenceAgency) {
    results.push({
      name: 'a decline names the credit reference agency (CONC 2.4.2R)',
      ok: false,
      detail: 'reject without creditReferenceAgency {name, address}; required when the decline used a credit file',
    });
  }

  // Withdrawal (docs/lender-protocol.md#withdrawal): a post the broker got no answer to is withdrawn.
  const withdrawKey = `withdraw-check-${run}`;
  const withdrawn = await send('withdrawal', `check-${run}`, withdrawKey);
  results.push(
    answered('a signed withdrawal is acknowledged ({"decision":"withdrawn"})', withdrawn, withdrawalResponseSchema),
  );
  results.push(
    answered(
      'the same withdrawal again is acknowledged again',
      await send('withdrawal', `check-${run}`, withdrawKey),
      withdrawalResponseSchema,
    ),
  );
  // A withdrawal may arrive before the lender has processed the post it was not answered for.
  await send('withdrawal', `check-${run}-w`, `withdraw-check-${run}-w`);
  const late = await send('post', `check-${run}-w`, `post-check-${run}-w`);
  const lateSold = 'json' in late && (late.json as { decision?: unknown } | null)?.decision === 'sold';
  results.push({
    name: 'a withdrawn lead is never sold afterwards',
    ok: 'json' in late && !lateSold,
    detail:
      'error' in late
        ? late.error
        : lateSold
          ? 'a post of a withdrawn reference was answered sold; it must be declined (reason "withdrawn")'
          : `answered ${JSON.stringify(late.json)}`,
  });
  // Erasure (docs/lender-protocol.md#erasure): the applicant's data was erased; any 2xx acknowledges.
  const erasureKey = `erasure-${createHash('sha256').update(run).digest('hex').slice(0, 40)}`;
  for (const name of ['a signed erasure is acknowledged (2xx)', 'the same erasure again is acknowledged again'])
    results.push(answered(name, await send('erasure', `check-${run}`, erasureKey), z.unknown()));
  return results;
}
