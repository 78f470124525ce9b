import { randomBytes } from 'node:crypto';
import { exchange, statusOf, type CheckResult, type Exchange } from '#server/lib/check-result.ts';
import { statementSchema } from '#server/modules/lenders/ledger/index.ts';
import { signatureV2Of } from './signature-versions.ts';

export type InboundCheckOptions = {
  /** The broker's origin, e.g. https://broker.example (the calls go to /api/lenders/v1/…). */
  baseUrl: string;
  lenderId: string;
  secret: string;
  timeoutMs?: number;
  now?: () => number;
};

type Signed = { timestamp: string; signature: string };

/** The month before a YYYY-MM month. */
const monthBefore = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * For a lender's developers: signs calls to the broker as their systems must (version 2 of the
 * signature, docs/lender-protocol.md, "Calling the broker") and checks the answers, including that
 * a signed call is good once and for its own path only. Changes nothing: it reads statements and
 * reports an outcome for a reference that cannot exist (404).
 */
export async function checkInbound(options: InboundCheckOptions): Promise<CheckResult[]> {
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, '');
  const month = new Date(now()).toISOString().slice(0, 7);

  // Each call is signed a millisecond apart: a (timestamp, signature) pair is good for one call.
  let sequence = 0;
  let last: Signed = { timestamp: '', signature: '' };
  async function send(
    path: string,
    init: {
      body?: object;
      secret?: string;
      age?: number;
      key?: string | null;
      /** Signed for this path instead of the one it is sent to. */
      signedFor?: string;
      /** Signed for this Idempotency-Key instead of the one it is sent with. */
      signedKey?: string;
      /** The timestamp and signature of an earlier call, sent again as they were. */
      again?: Signed;
    },
  ): Promise<Exchange> {
    const raw = init.body ? JSON.stringify(init.body) : '';
    const method = init.body ? 'POST' : 'GET';
    const newKey = init.key === undefined ? `lender-check-${randomBytes(8).toString('hex')}` : init.key;
    const key = init.body ? newKey : null;
    const timestamp = init.again?.timestamp ?? String(now() - (init.age ?? 0) - (sequence++ % 1000));
    const target = { method, path: init.signedFor ?? path, idempotencyKey: init.signedKey ?? key ?? '' };
    const secret = init.secret ?? options.secret;
    const signature = init.again?.signature ?? signatureV2Of(secret, timestamp, target, Buffer.from(raw));
    last = { timestamp, signature };
    const headers: Record<string, string> = {
      'x-lender-id': options.lenderId,
      'x-timestamp': timestamp,
      'x-signature': signature,
      accept: 'application/json',
    };
    if (init.body) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    return exchange(`${base}${path}`, { method, headers, ...(init.body ? { body: raw } : {}) }, options.timeoutMs);
  }

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
  expectStatus('the same signed call sent again is refused (replay)', await send(statementPath, { again: last }), 401);
  expectStatus(
    "a signature made for this month's statement is refused for another month's",
    await send(`/api/lenders/v1/statements/${monthBefore(month)}`, { signedFor: statementPath }),
    401,
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
    'a POST signed for one Idempotency-Key is refused with another',
    await send('/api/lenders/v1/outcomes', { body: unknown, signedKey: 'lender-check-another-key' }),
    401,
  );
  expectStatus(
    'a POST without Idempotency-Key is refused',
    await send('/api/lenders/v1/outcomes', { body: unknown, key: null }),
    400,
  );
  return results;
}
