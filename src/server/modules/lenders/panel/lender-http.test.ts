import type dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { guardedLookup } from '../directory/endpoint-policy.ts';
import { postSigned, signatureOf } from './lender-http.ts';

const server = http.createServer((req, res) => {
  if (req.url === '/big-declared') return res.writeHead(200, { 'content-length': String(300 * 1024) }).end();
  if (req.url === '/hang') return; // never answers
  if (req.url === '/fail') return res.writeHead(500, { 'content-type': 'text/plain' }).end('down for maintenance');
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ headers: req.headers, body })),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const base = {
  body: { a: 1 },
  secret: 'lender-secret-0123456789',
  idempotencyKey: 'ping-abc',
  timeoutMs: 500,
  allowedHosts: new Set([host]),
  policy: { allowLoopbackHosts: true, allowPrivateHosts: false },
};

describe('postSigned', () => {
  it('signs the body with the timestamp and sends the idempotency key', async () => {
    const result = await postSigned({ ...base, url: `http://${host}/echo` });
    expect(result.ok).toBe(true);
    const { headers, body } = (result as { json: { headers: Record<string, string>; body: string } }).json;
    expect(body).toBe('{"a":1}');
    expect(headers['idempotency-key']).toBe('ping-abc');
    expect(headers['x-signature']).toBe(signatureOf(base.secret, headers['x-timestamp']!, body));
  });

  it('never contacts a host outside the configured ones', async () => {
    const result = await postSigned({ ...base, url: 'http://169.254.169.254/latest/meta-data' });
    expect(result).toMatchObject({ ok: false, reason: 'host not allowed: 169.254.169.254', latencyMs: 0 });
  });

  it('refuses a declared body over 256 KB before reading it', async () => {
    expect(await postSigned({ ...base, url: `http://${host}/big-declared` })).toMatchObject({
      ok: false,
      reason: 'response too large (307200 bytes)',
    });
  });

  it('times out a lender that never answers, and stops at once on abort', async () => {
    expect(await postSigned({ ...base, url: `http://${host}/hang`, timeoutMs: 100 })).toMatchObject({
      ok: false,
      timedOut: true,
    });
    const controller = new AbortController();
    const pending = postSigned({ ...base, url: `http://${host}/hang`, timeoutMs: 5_000, signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, timedOut: false, reason: 'aborted: shutting down' });
  });

  it('a request destroyed before its socket connects throws nothing (the app closing mid-run)', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const early = new AbortController();
      early.abort();
      expect(await postSigned({ ...base, url: `http://${host}/hang`, signal: early.signal })).toMatchObject({
        ok: false,
        reason: 'aborted: shutting down',
      });
      // Aborted in the same tick as the call: destroyed before the socket is assigned.
      const racing = new AbortController();
      const pending = postSigned({ ...base, url: `http://${host}/hang`, signal: racing.signal });
      racing.abort();
      expect(await pending).toMatchObject({ ok: false, reason: 'aborted: shutting down' });
      // The socket is assigned (and the hang-up emitted) on a later turn of the loop.
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});

describe('lender hostnames resolving into the network (endpoint-policy guardedLookup)', () => {
  const resolvingTo = (address: string, family = 4) =>
    ((
      _host: string,
      _options: object,
      callback: (error: null, addresses: { address: string; family: number }[]) => void,
    ) => callback(null, [{ address, family }])) as unknown as typeof dns.lookup;
  const port = host.split(':')[1];

  it('connects through the lookup when the name resolves to an allowed address', async () => {
    const result = await postSigned({
      ...base,
      allowedHosts: new Set([`lender.test:${port}`]),
      url: `http://lender.test:${port}/echo`,
      resolve: resolvingTo('127.0.0.1'),
    });
    expect(result.ok).toBe(true);
  });

  const viaName = { ...base, allowedHosts: new Set([`lender.test:${port}`]), url: `http://lender.test:${port}/echo` };
  const production = { allowLoopbackHosts: false, allowPrivateHosts: false };
  const everything = { allowLoopbackHosts: true, allowPrivateHosts: true };
  const resolvingToAll = (addresses: { address: string; family: number }[]) =>
    ((_host: string, _options: object, callback: (error: null, all: typeof addresses) => void) =>
      callback(null, addresses)) as unknown as typeof dns.lookup;
  const lookUp = (lookup: LookupFunction) =>
    new Promise<{ error: Error | null; addresses: unknown }>((resolve) =>
      lookup('lender.test', { all: true }, (error, addresses) => resolve({ error, addresses })),
    );

  it.each(['10.0.0.5', '192.168.0.10', '100.64.1.1', 'fd00::5'])(
    'refuses a name that resolves to %s unless private hosts are allowed',
    async (address) => {
      const family = address.includes(':') ? 6 : 4;
      const refused = await postSigned({ ...viaName, resolve: resolvingTo(address, family) });
      expect(refused).toMatchObject({ ok: false, reason: 'connection error: EREFUSEDADDRESS' });
      const allowed = await lookUp(
        guardedLookup({ ...production, allowPrivateHosts: true }, resolvingTo(address, family)),
      );
      expect(allowed).toEqual({ error: null, addresses: [{ address, family }] });
    },
  );

  // Issue 41.10: link-local (the metadata services), multicast, broadcast and unspecified addresses
  // are never a lender, whatever the panel allows.
  it.each([
    ['169.254.169.254', 4],
    ['::ffff:169.254.169.254', 6],
    ['fe80::1', 6],
    ['224.0.0.1', 4],
    ['239.255.255.250', 4],
    ['ff02::1', 6],
    ['255.255.255.255', 4],
    ['0.0.0.0', 4],
  ])('refuses a name that resolves to %s even when private and loopback hosts are allowed', async (address, family) => {
    const { error } = await lookUp(guardedLookup(everything, resolvingTo(address, family)));
    expect(error).toMatchObject({ code: 'EREFUSEDADDRESS' });
    expect(error!.message).toMatch(/link-local|multicast|broadcast|unspecified/);
  });

  it('refuses loopback where the policy does (production): a name resolving to it, and an IP endpoint', async () => {
    const named = await postSigned({ ...viaName, policy: production, resolve: resolvingTo('127.0.0.1') });
    expect(named).toMatchObject({ ok: false, reason: 'connection error: EREFUSEDADDRESS' });
    // An IP address is connected to without a lookup: refused before any connection.
    const literal = await postSigned({ ...base, url: `http://${host}/echo`, policy: production });
    expect(literal).toMatchObject({ ok: false, latencyMs: 0 });
    expect((literal as { reason: string }).reason).toMatch(/^address refused: loopback address 127\.0\.0\.1/);
    const mapped = await lookUp(guardedLookup(production, resolvingTo('::ffff:127.0.0.1', 6)));
    expect(mapped.error).toMatchObject({ code: 'EREFUSEDADDRESS' });
  });

  it('checks every address a name resolves to, not the first only', async () => {
    const addresses = [
      { address: '203.0.113.10', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect((await lookUp(guardedLookup(production, resolvingToAll(addresses)))).error).toMatchObject({
      code: 'EREFUSEDADDRESS',
    });
    expect(await lookUp(guardedLookup(everything, resolvingToAll(addresses)))).toEqual({ error: null, addresses });
  });
});

// Decision 149: each call's bodies as they went, for the lender's exchange log.
describe('the bodies of a call', () => {
  it('keeps the JSON sent and the body answered, a failed answer included', async () => {
    const answered = await postSigned({ ...base, url: `http://${host}/echo` });
    expect(answered).toMatchObject({ ok: true, request: '{"a":1}' });
    expect(JSON.parse(answered.answer!)).toMatchObject({ body: '{"a":1}' });
    expect(await postSigned({ ...base, url: `http://${host}/fail` })).toMatchObject({
      ok: false,
      status: 500,
      request: '{"a":1}',
      answer: 'down for maintenance',
    });
  });

  it('keeps no answer of a call unanswered, and no request of one that never left', async () => {
    const unanswered = await postSigned({ ...base, url: `http://${host}/hang`, timeoutMs: 100 });
    expect(unanswered).toMatchObject({ ok: false, timedOut: true, request: '{"a":1}' });
    expect(unanswered).not.toHaveProperty('answer');
    const notAllowed = await postSigned({ ...base, url: 'http://169.254.169.254/latest/meta-data' });
    expect(notAllowed).not.toHaveProperty('request');
    const closed = { ...base, url: 'http://127.0.0.1:1/', allowedHosts: new Set(['127.0.0.1:1']) };
    const refused = await postSigned(closed);
    expect(refused).toMatchObject({ ok: false, reason: 'connection error: ECONNREFUSED' });
    expect(refused).not.toHaveProperty('request');
  });
});
