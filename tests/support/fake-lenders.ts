import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { signatureOf } from '#server/modules/lenders/panel/lender-http.ts';
import {
  parsePanelConfig,
  type LenderConfig,
  type PanelConfig,
} from '#server/modules/lenders/directory/panel-config.ts';

export type Fault = 'http-500' | 'reset' | 'malformed' | 'redirect' | 'huge' | 'no-price';

export type FakeLender = {
  id: string;
  tier?: number;
  price?: number;
  decision?: 'accept' | 'pending' | 'reject';
  /** Answer to the full lead (default: sold when the ping accepted, pending when pending). */
  postDecision?: 'sold' | 'pending' | 'reject';
  latencyMs?: number;
  /** How long the answer to the full lead takes (default 5 ms); a retry with the same key gets the same answer. */
  postLatencyMs?: number;
  /**
   * Books the full lead at once but answers only when the same post is sent again (a client that timed
   * out and retried).
   */
  answerPostOnRetry?: boolean;
  /** Every post, a retry with the same key included, waits `postLatencyMs` before its answer (slow every time). */
  slowEveryTry?: boolean;
  /** Books the full lead this long after the post, whenever it answers (a late booking). */
  bookAfterMs?: number;
  /** How it answers a withdrawal (default: acknowledges it, cancelling any booking of that lead). */
  withdrawal?: 'ack' | 'http-500';
  /** How it answers an erasure (default: acknowledges it); set it on the object to bring a lender back. */
  erasure?: 'ack' | 'http-503';
  fault?: Fault;
  /** Answers the full lead (only) with this fault: the ping's answer and the post's differ. */
  postFault?: 'http-500';
  /** Answers the full lead (only) with HTTP 500 and this plain text, not JSON: what a lender writes by hand. */
  postText?: string;
  /** Called as each ping arrives, before it is answered (a test moves its injected clock on). */
  onPing?: () => void;
  /** Called as each full lead arrives; its answer waits for what this returns (a test erases meanwhile). */
  onPost?: () => Promise<unknown> | void;
  panels?: ('primary' | 'secondary')[];
  timeoutMs?: number;
  dailyCap?: number;
  rules?: LenderConfig['rules'];
  /** The secret it checks signatures with (default fakeSecret(id)); set it on the object to deploy another. */
  secret?: string;
};

export const fakeSecret = (id: string) => `fake-secret-${id}-0123456789`;

/**
 * Lenders for tests on 127.0.0.1: each follows the panel's JSON protocol (signature checked,
 * answers stored per idempotency key) or misbehaves in one chosen way. `stats` counts what each
 * lender saw, so tests can prove a lead was never booked twice.
 */
export async function startFakeLenders(lenders: FakeLender[]) {
  const byId = new Map(lenders.map((l) => [l.id, l]));
  const answers = new Map<string, Promise<object>>();
  const onRetry = new Map<string, () => void>();
  type Stat = {
    pings: number;
    posts: number;
    booked: Set<string>;
    badSignatures: number;
    withdrawals: number;
    withdrawn: Set<string>;
    withdrawalKeys: Set<string>;
    /** The `lead` of every ping, as the lender read it. */
    pingLeads: unknown[];
    /** The `lead` of every post (each try), as the lender read it. */
    postLeads: unknown[];
    /** Erasures received (each try), their idempotency keys, and the references acknowledged. */
    erasures: number;
    erasureKeys: Set<string>;
    erased: Set<string>;
  };
  const stats = new Map<string, Stat>();
  for (const l of lenders)
    stats.set(l.id, {
      pings: 0,
      posts: 0,
      booked: new Set(),
      badSignatures: 0,
      withdrawals: 0,
      withdrawn: new Set(),
      withdrawalKeys: new Set(),
      pingLeads: [],
      postLeads: [],
      erasures: 0,
      erasureKeys: new Set(),
      erased: new Set(),
    });
  /** Every signed request in the order it arrived: `lenderId stage reference`. */
  const log: string[] = [];
  /** Books a lead unless it was withdrawn first (a withdrawn lead is never booked: the protocol's rule). */
  const book = (lender: FakeLender, reference: string) => {
    const stat = stats.get(lender.id)!;
    if (!stat.withdrawn.has(reference)) stat.booked.add(reference);
  };

  async function answer(lender: FakeLender, stage: string, reference: string, key: string): Promise<object> {
    await sleep(stage === 'ping' ? (lender.latencyMs ?? 10) : (lender.postLatencyMs ?? 5));
    if (stage === 'post' && lender.bookAfterMs !== undefined)
      setTimeout(() => book(lender, reference), Math.max(0, lender.bookAfterMs - (lender.postLatencyMs ?? 5)));
    if (stage === 'post' && lender.answerPostOnRetry) {
      book(lender, reference);
      await new Promise<void>((resolve) => onRetry.set(key, resolve));
    }
    const decision = lender.decision ?? 'accept';
    if (stage === 'ping')
      return decision === 'accept'
        ? { decision, ...(lender.fault === 'no-price' ? {} : { price: lender.price ?? 10 }) }
        : { decision, reason: 'fake decline' };
    const post = lender.postDecision ?? (decision === 'accept' ? 'sold' : decision);
    if (stats.get(lender.id)!.withdrawn.has(reference)) return { decision: 'reject', reason: 'withdrawn' };
    if (post === 'sold' && lender.bookAfterMs === undefined) book(lender, reference);
    return post === 'sold'
      ? {
          decision: 'sold',
          leadRef: `${lender.id}-${reference.slice(0, 8)}`,
          redirectUrl: `https://lender.example/${lender.id}/offer`,
          price: lender.price ?? 10,
        }
      : post === 'pending'
        ? { decision: 'pending', leadRef: `${lender.id}-${reference.slice(0, 8)}` }
        : { decision: 'reject', reason: 'fake decline' };
  }

  const server = http.createServer((req, res) => {
    const lender = byId.get(/^\/lenders\/([a-z0-9-]+)$/.exec(req.url ?? '')?.[1] ?? '');
    if (!lender) return res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const stat = stats.get(lender.id)!;
      if (
        req.headers['x-signature'] !==
        signatureOf(lender.secret ?? fakeSecret(lender.id), String(req.headers['x-timestamp']), raw)
      ) {
        stat.badSignatures += 1;
        return res.writeHead(401).end();
      }
      const body = JSON.parse(raw) as { stage: string; reference: string };
      log.push(`${lender.id} ${body.stage} ${body.reference}`);
      if (body.stage === 'withdrawal') {
        stat.withdrawals += 1;
        stat.withdrawalKeys.add(String(req.headers['idempotency-key']));
        if (lender.withdrawal === 'http-500') return res.writeHead(500).end();
        stat.withdrawn.add(body.reference);
        stat.booked.delete(body.reference);
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"decision":"withdrawn"}');
      }
      if (body.stage === 'erasure') {
        stat.erasures += 1;
        stat.erasureKeys.add(String(req.headers['idempotency-key']));
        if (lender.erasure === 'http-503') return res.writeHead(503).end();
        stat.erased.add(body.reference);
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"erased":true}');
      }
      if (body.stage === 'ping') {
        stat.pings += 1;
        stat.pingLeads.push((body as { lead?: unknown }).lead);
        lender.onPing?.();
      } else {
        stat.posts += 1;
        stat.postLeads.push((body as { lead?: unknown }).lead);
        await lender.onPost?.();
      }
      if (body.stage === 'post' && lender.postFault === 'http-500')
        return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      if (body.stage === 'post' && lender.postText !== undefined)
        return res.writeHead(500, { 'content-type': 'text/plain' }).end(lender.postText);
      if (lender.fault && lender.fault !== 'no-price') {
        await sleep(lender.latencyMs ?? 5);
        if (lender.fault === 'http-500')
          return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        if (lender.fault === 'reset') return req.socket.destroy();
        if (lender.fault === 'malformed')
          return res.writeHead(200, { 'content-type': 'application/json' }).end('{"decision": "acc');
        if (lender.fault === 'redirect')
          return res.writeHead(302, { location: 'https://elsewhere.example/steal' }).end();
        // huge: 10 MB streamed without a content-length
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        for (let i = 0; i < 160 && !res.destroyed; i += 1)
          if (!res.write(chunk)) await new Promise((r) => res.once('drain', r).once('close', r));
        return res.end();
      }
      const key = `${lender.id}:${String(req.headers['idempotency-key'])}`;
      const retry = answers.has(key);
      if (!retry) answers.set(key, answer(lender, body.stage, body.reference, key));
      else onRetry.get(key)?.();
      const payload = await answers.get(key)!;
      // Slow every time: a retry with the same key takes as long again as the first post.
      if (retry && body.stage === 'post' && lender.slowEveryTry) await sleep(lender.postLatencyMs ?? 5);
      if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const config = (overrides: Partial<Omit<PanelConfig, 'lenders'>> = {}): PanelConfig =>
    parsePanelConfig({
      defaultTimeoutMs: 3_000,
      duplicateWindowDays: 0,
      // Its own queue: apps of other test files on the shared PostgreSQL run other panels.
      jobQueue: `lead-delivery-${lenders[0]?.id ?? 'none'}`,
      ...overrides,
      lenders: lenders.map((l, index) => ({
        id: l.id,
        name: `Lender ${l.id}`,
        endpoint: `http://127.0.0.1:${port}/lenders/${l.id}`,
        secret: fakeSecret(l.id),
        tier: l.tier ?? 1,
        price: l.price ?? 10,
        priority: index,
        panels: l.panels ?? ['primary'],
        ...(l.timeoutMs ? { timeoutMs: l.timeoutMs } : {}),
        ...(l.dailyCap !== undefined ? { dailyCap: l.dailyCap } : {}),
        rules: l.rules ?? {},
      })),
    });

  return {
    port,
    stats,
    log,
    config,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
