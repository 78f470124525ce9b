import type dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { guardedLookup } from './endpoint-policy.ts';
import { postSigned, signatureOf } from './lender-http.ts';

const server = http.createServer((req, res) => {
  if (req.url === '/big-declared') return res.writeHead(200, { 'content-length': String(300 * 1024) }).end();
  if (req.url === '/hang') return; // never answers
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
      lookup: guardedLookup(false, resolvingTo('127.0.0.1')),
    });
    expect(result.ok).toBe(true);
  });

  it.each(['10.0.0.5', '169.254.169.254', '192.168.0.10'])(
    'refuses a name that resolves to %s unless private hosts are allowed',
    async (address) => {
      const request = {
        ...base,
        allowedHosts: new Set([`lender.test:${port}`]),
        url: `http://lender.test:${port}/echo`,
      };
      const refused = await postSigned({ ...request, lookup: guardedLookup(false, resolvingTo(address)) });
      expect(refused).toMatchObject({ ok: false, reason: 'connection error: EPRIVATEADDRESS' });
      const lookedUp: string[] = [];
      const allowed = guardedLookup(true, ((name: string, options: object, callback: never) => {
        lookedUp.push(name);
        return (resolvingTo(address) as unknown as (n: string, o: object, c: never) => void)(name, options, callback);
      }) as unknown as typeof dns.lookup);
      await new Promise<void>((resolve) =>
        allowed('lender.test', { all: true }, (error, addresses) => {
          expect(error).toBeNull();
          expect(addresses).toEqual([{ address, family: 4 }]);
          resolve();
        }),
      );
      expect(lookedUp).toEqual(['lender.test']);
    },
  );
});
