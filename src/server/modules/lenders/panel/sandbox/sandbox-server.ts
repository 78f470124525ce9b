import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { hmacHex, safeEqual } from '#server/lib/crypto.ts';
import { pingLeadSchema } from '../lead-payload.ts';
import { signatureOf } from '../lender-http.ts';
import { parsePanelConfig, type PanelConfig } from '#server/modules/lenders/directory/index.ts';
import { sandboxDecision, SANDBOX_LENDERS, type SandboxLender } from './sandbox-lenders.ts';

const requestSchema = z.discriminatedUnion('stage', [
  z.object({
    stage: z.enum(['ping', 'post']),
    reference: z.string().min(8).max(100),
    lead: pingLeadSchema.loose(),
  }),
  z.object({ stage: z.literal('withdrawal'), reference: z.string().min(8).max(100) }),
  z.object({ stage: z.literal('erasure'), reference: z.string().min(8).max(100) }),
]);
type LeadRequest = Extract<z.infer<typeof requestSchema>, { lead: unknown }>;
const MAX_BODY = 64 * 1024;
const POST_LATENCY_MS = 15;

export type SandboxPanel = { config: PanelConfig; port: number; close(): Promise<void> };

/**
 * The simulated lenders as a real HTTP server on 127.0.0.1 (ephemeral port), so the production
 * client path (signing, timeouts, parsing, audit) runs unchanged. Each lender verifies the
 * signature and answers the same idempotency key with the same answer.
 */
export async function startSandboxPanel(options: {
  publicUrl: string;
  lenders?: SandboxLender[];
}): Promise<SandboxPanel> {
  const lenders = new Map(
    (options.lenders ?? SANDBOX_LENDERS).map((l) => [l.id, { ...l, secret: randomBytes(24).toString('hex') }]),
  );
  const answers = new Map<string, Promise<object>>();
  /** References withdrawn per lender: never booked afterwards (docs/lender-protocol.md#withdrawal). */
  const withdrawn = new Set<string>();
  const closing = new AbortController();

  async function answer(lender: SandboxLender & { secret: string }, body: LeadRequest): Promise<object> {
    await sleep(body.stage === 'ping' ? lender.latencyMs : POST_LATENCY_MS, undefined, { signal: closing.signal });
    const { decision, reason } = sandboxDecision(body.lead, lender);
    if (body.stage === 'ping')
      return decision === 'accept' ? { decision, price: lender.price } : { decision, ...(reason ? { reason } : {}) };
    if (withdrawn.has(`${lender.id}:${body.reference}`)) return { decision: 'reject', reason: 'withdrawn' };
    // The lead reference is derived, not stored: the same lead gets the same reference after a restart.
    const leadRef = `${lender.id.slice(0, 3).toUpperCase()}-${hmacHex(lender.secret, body.reference).slice(0, 12)}`;
    if (decision === 'accept') {
      return {
        decision: 'sold',
        leadRef,
        price: lender.price,
        redirectUrl: `${options.publicUrl}/sandbox-lender/${lender.id}/offer/${leadRef}`,
      };
    }
    return decision === 'pending'
      ? { decision, leadRef, ...(reason ? { reason } : {}) }
      : { decision, ...(reason ? { reason } : {}) };
  }

  const server = http.createServer((req, res) => {
    const send = (status: number, payload: object) => {
      if (res.headersSent || res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    const lender = lenders.get(/^\/lenders\/([a-z0-9-]+)$/.exec(req.url ?? '')?.[1] ?? '');
    if (req.method !== 'POST' || !lender) return send(404, { error: 'unknown lender' });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(req.headers['x-timestamp'] ?? '');
      const key = String(req.headers['idempotency-key'] ?? '');
      const fresh = Math.abs(Date.now() - Number(timestamp)) < 5 * 60_000;
      if (!fresh || !safeEqual(String(req.headers['x-signature'] ?? ''), signatureOf(lender.secret, timestamp, raw)))
        return send(401, { error: 'bad signature' });
      let body: z.infer<typeof requestSchema>;
      try {
        body = requestSchema.parse(JSON.parse(raw));
      } catch {
        return send(400, { error: 'invalid lead' });
      }
      if (!key) return send(400, { error: 'missing idempotency key' });
      if (body.stage === 'withdrawal') {
        // Nothing is stored of the lead in the sandbox; a withdrawn reference is never sold afterwards.
        withdrawn.add(`${lender.id}:${body.reference}`);
        return send(200, { decision: 'withdrawn' });
      }
      // The sandbox holds no applicant's data: an erasure is acknowledged (docs/lender-protocol.md#erasure).
      if (body.stage === 'erasure') return send(200, { erased: true, reference: body.reference });
      const lead = body;
      const stored = `${lender.id}:${key}`;
      if (!answers.has(stored)) answers.set(stored, answer(lender, lead));
      answers.get(stored)!.then(
        (payload) => send(200, payload),
        () => answers.delete(stored),
      );
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const config = parsePanelConfig({
    defaultTimeoutMs: 3_000,
    duplicateWindowDays: 30,
    lenders: [...lenders.values()].map(({ latencyMs: _latency, takesUnemployed: _unemployed, ...lender }) => ({
      ...lender,
      endpoint: `http://127.0.0.1:${port}/lenders/${lender.id}`,
    })),
  });

  return {
    config,
    port,
    async close() {
      closing.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
