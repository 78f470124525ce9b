import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '#tests/support/paths.ts';
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

  it('fails against the right lender with the wrong secret', async () => {
    const lender = sandbox.config.lenders[0]!;
    const result = await lenderCheck(lender.endpoint, 'not-the-shared-secret');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('FAIL  signed ping is answered within the timeout: HTTP 401');
  });
});
