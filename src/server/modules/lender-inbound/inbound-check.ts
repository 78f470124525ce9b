import { randomBytes } from 'node:crypto';
import type { CheckResult } from '#server/modules/lender-panel/lender-check.ts';
import { statementSchema } from './inbound-schemas.ts';
import { signatureOf } from './signature.ts';

export type InboundCheckOptions = {
  /** The broker's origin, e.g. https://broker.example (the calls go to /api/lenders/v1/…). */
  baseUrl: string;
  lenderId: string;
  secret: string;
  timeoutMs?: number;
  now?: () => number;
};

type Exchange = { status: number; json: unknown } | { error: string };

/**
 * For a lender's developers: signs calls to the broker as their systems must
 * (docs/lender-protocol.md, "Calling the broker") and checks the answers. Changes nothing: it
 * reads this month's statement and reports an outcome for a reference that cannot exist (404).
 */
export async function checkInbound(options: InboundCheckOptions): Promise<CheckResult[]> {
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');
  const month = new Date(now()).toISOString().slice(0, 7);

  async function send(
    path: string,
    init: { body?: object; secret?: string; age?: number; key?: string | null },
  ): Promise<Exchange> {
    const raw = init.body ? JSON.stringify(init.body) : '';
    const timestamp = String(now() - (init.age ?? 0));
    const headers: Record<string, string> = {
      'x-lender-id': options.lenderId,
      'x-timestamp': timestamp,
      'x-signature': signatureOf(init.secret ?? options.secret, timestamp, Buffer.from(raw)),
      accept: 'application/json',
    };
    if (init.body) headers['content-type'] = 'application/json';
    const key = init.key === undefined ? `lender-check-${randomBytes(8).toString('hex')}` : init.key;
    if (init.body && key) headers['idempotency-key'] = key;
    try {
      const response = await fetch(`${base}${path}`, {
        method: init.body ? 'POST' : 'GET',
        headers,
        ...(init.body ? { body: raw } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: response.status, json };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }

  const statusOf = (e: Exchange) => ('error' in e ? `no answer (${e.error})` : `HTTP ${e.status}`);
  const results: CheckResult[] = [];
  const expectStatus = (name: string, exchange: Exchange, status: number, extra?: (json: unknown) => string | null) => {
    let problem =
      'error' in exchange || exchange.status !== status ? `expected ${status}, got ${statusOf(exchange)}` : null;
    if (!problem && extra && !('error' in exchange)) problem = extra(exchange.json);
    results.push({ name, ok: problem === null, detail: problem ?? statusOf(exchange) });
  };

  const statementPath = `/api/lenders/v1/statements/${month}`;
  expectStatus(
    `a signed GET of this month's statement (${month}) is answered`,
    await send(statementPath, {}),
    200,
    (json) => {
      const parsed = statementSchema.safeParse(json);
      if (!parsed.success) return `unexpected statement (${parsed.error.issues[0]?.path.join('.') || 'body'})`;
      return parsed.data.lender === options.lenderId ? null : `statement of ${parsed.data.lender}`;
    },
  );
  expectStatus('a wrong signature is refused', await send(statementPath, { secret: `${options.secret}-wrong` }), 401);
  expectStatus('a timestamp 10 minutes old is refused', await send(statementPath, { age: 10 * 60_000 }), 401);
  const unknown = { reference: '0'.repeat(40), outcome: 'declined' };
  expectStatus(
    'a signed POST (signature over the raw body) reaches the broker: an unknown reference is 404',
    await send('/api/lenders/v1/outcomes', { body: unknown }),
    404,
  );
  expectStatus(
    'a POST without Idempotency-Key is refused',
    await send('/api/lenders/v1/outcomes', { body: unknown, key: null }),
    400,
  );
  return results;
}
