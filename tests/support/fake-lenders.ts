import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { signatureOf } from '#server/modules/lenders/panel/lender-http.ts';
import { parsePanelConfig, type PanelConfig } from '#server/modules/lenders/directory/panel-config.ts';
import { fakeAnswers, fakeSecret, noStat, type FakeLender } from './fake-lender-answers.ts';

// The fake lenders' HTTP server: a lender's path, its signature checked, withdrawals and erasures
// acknowledged (or not), the faults a lender can show on the wire, and the panel configuration
// that sends an app's lender run to them. How a lender answers a ping or a post, and what a test
// can ask of one: fake-lender-answers.ts.

/**
 * Lenders for tests on 127.0.0.1: each follows the panel's JSON protocol (signature checked,
 * answers stored per idempotency key) or misbehaves in one chosen way. `stats` counts what each
 * lender saw, so tests can prove a lead was never booked twice.
 */
export async function startFakeLenders(lenders: FakeLender[]) {
  const byId = new Map(lenders.map((l) => [l.id, l]));
  const stats = new Map(lenders.map((l) => [l.id, noStat()]));
  const answerOf = fakeAnswers(stats);
  /** Every signed request in the order it arrived: `lenderId stage reference`. */
  const log: string[] = [];

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
      const { retry, payload } = answerOf(lender, body.stage, body.reference, key);
      const answer = await payload;
      // Slow every time: a retry with the same key takes as long again as the first post.
      if (retry && body.stage === 'post' && lender.slowEveryTry) await sleep(lender.postLatencyMs ?? 5);
      if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
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
