import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '#tests/support/paths.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { panelFile, secretOf } from './inbound.fixtures.ts';
import { checkInbound } from './inbound-check.ts';

const run = promisify(execFile);
const s = Math.random().toString(36).slice(2, 8);
const L = `check-${s}`;
const { app, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: panelFile([{ id: L }]) } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
// Signed at the app's clock (the script signs at the real time: the app's clock started with the file).
const now = () => clock.now().getTime();

describe('npm run lender:check -- --inbound', () => {
  it('passes with the lender’s own id and secret', async () => {
    const { stdout } = await run(
      process.execPath,
      ['scripts/lender-check.ts', '--inbound', base, '--lender-id', L, '--secret', secretOf(L)],
      { cwd: ROOT },
    );
    expect(stdout).toMatch(/all 8 checks passed/);
  });

  it('fails with a wrong secret, naming the checks', async () => {
    const results = await checkInbound({ baseUrl: base, lenderId: L, secret: 'not-the-secret-0123456789', now });
    expect(results.filter((r) => !r.ok).map((r) => r.name)).toEqual([
      expect.stringContaining('a signed GET of this month'),
      expect.stringContaining('a signed POST'),
      expect.stringContaining('without Idempotency-Key'),
    ]);
  });
});
