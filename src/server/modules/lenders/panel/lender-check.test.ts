import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '#tests/support/paths.ts';
import { signatureOf } from './lender-http.ts';
import { startSandboxPanel } from './sandbox/sandbox-server.ts';

const run = promisify(execFile);
/** `npm run lender:check -- <url> --secret <secret>`, as a lender's developer runs it. */
const lenderCheck = (url: string, secret: string) =>
  run(process.execPath, ['scripts/lender-check.ts', url, '--secret', secret], { cwd: ROOT }).then(
    (done) => ({ code: 0, stdout: done.stdout }),
    (failed: { code: number; stdout: string }) => ({ code: failed.code, stdout: failed.stdout }),
  );

const sandbox = await startSandboxPanel({ publicUrl: 'http://localhost:3000' });
afterAll(() => sandbox.close());

describe('npm run lender:check', () => {
  it('passes against a sandbox lender', async () => {
    const lender = sandbox.config.lenders.find((l) => l.id === 'meadow-loans')!;
    const result = await lenderCheck(lender.endpoint, lender.secret);
    expect(result.stdout).toMatch(/all \d+ checks passed/);
    // The erasure stage (docs/lender-protocol.md#erasure): the sandbox acknowledges it, twice.
    expect(result.stdout).toContain('PASS  a signed erasure is acknowledged (2xx)');
    expect(result.stdout).toContain('PASS  the same erasure again is acknowledged again');
    expect(result.code).toBe(0);
  });

  it('fails against a lender that does not check the signature', async () => {
    // Answers every request, signed or not: the broker's signature would protect nothing.
    const careless = http.createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ decision: 'accept', price: 20 })),
      );
    });
    await new Promise<void>((resolve) => careless.listen(0, '127.0.0.1', resolve));
    try {
      const result = await lenderCheck(
        `http://127.0.0.1:${(careless.address() as AddressInfo).port}/lead`,
        'any-secret-at-all',
      );
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('FAIL  a wrong signature is refused');
      expect(result.stdout).toContain('FAIL  a timestamp 10 minutes old is refused');
    } finally {
      await new Promise<void>((resolve) => careless.close(() => resolve()));
    }
  });

  it('fails against a lender that ignores withdrawals: it still sells a withdrawn lead', async () => {
    const lender = sandbox.config.lenders.find((l) => l.id === 'meadow-loans')!;
    // Checks signatures and answers like the sandbox, but sells whatever it is posted, withdrawn or not.
    const deaf = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const stamp = String(req.headers['x-timestamp']);
        const fresh = Math.abs(Date.now() - Number(stamp)) < 5 * 60_000;
        if (!fresh || req.headers['x-signature'] !== signatureOf(lender.secret, stamp, raw))
          return res.writeHead(401).end();
        const { stage } = JSON.parse(raw) as { stage: string };
        const answer =
          stage === 'ping'
            ? { decision: 'accept', price: 20 }
            : stage === 'withdrawal'
              ? { decision: 'withdrawn' }
              : { decision: 'sold', leadRef: 'DEAF-1', redirectUrl: 'https://deaf.example/offer' };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => deaf.listen(0, '127.0.0.1', resolve));
    try {
      const result = await lenderCheck(`http://127.0.0.1:${(deaf.address() as AddressInfo).port}/lead`, lender.secret);
      expect(result.stdout).toContain('PASS  a signed withdrawal is acknowledged');
      expect(result.stdout).toContain('FAIL  a withdrawn lead is never sold afterwards');
      expect(result.code).toBe(1);
    } finally {
      await new Promise<void>((resolve) => deaf.close(() => resolve()));
    }
  });

  it('fails against the right lender with the wrong secret', async () => {
    const lender = sandbox.config.lenders[0]!;
    const result = await lenderCheck(lender.endpoint, 'not-the-shared-secret');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('FAIL  signed ping is answered within the timeout: HTTP 401');
  });
});
