// The ping tree with lenders that misbehave: each fault is recorded as a decline with its reason,
// and a tree where nobody could decide is a technical error.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { uid } from './ping-tree-post.fixtures.ts';
import { openPingTreeBench } from './ping-tree.fixtures.ts';
import { runPingTree } from './ping-tree.ts';

const { setup, closeAfterFile } = await openPingTreeBench();

/**
 * A lender that takes a request and never answers it; `hungUp` resolves when the caller closes the
 * connection. A ping tree that waited for its answer would never end.
 */
async function silentLender() {
  let closed!: () => void;
  const hungUp = new Promise<void>((resolve) => (closed = resolve));
  let held = 0;
  const server = http.createServer((req, res) => {
    held += 1;
    req.resume();
    res.on('close', closed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/lenders/silent`,
    held: () => held,
    hungUp,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('ping tree', () => {
  it('records every misbehaving lender as a decline with its reason, without hanging', async () => {
    const s = uid();
    const { app, deps, byLender } = await setup([
      { id: `slow-${s}`, timeoutMs: 200 },
      { id: `e500-${s}`, fault: 'http-500' },
      { id: `reset-${s}`, fault: 'reset' },
      { id: `bad-${s}`, fault: 'malformed' },
      { id: `redir-${s}`, fault: 'redirect' },
      { id: `huge-${s}`, fault: 'huge' },
      { id: `noprice-${s}`, fault: 'no-price' },
      { id: `last-${s}`, tier: 2, decision: 'reject' },
    ]);
    // The slow lender never answers at all: the tree ends only by giving up on it at its timeout.
    const silent = await silentLender();
    closeAfterFile(silent);
    deps.config = {
      ...deps.config,
      lenders: deps.config.lenders.map((l) => (l.id === `slow-${s}` ? { ...l, endpoint: silent.endpoint } : l)),
    };
    const outcome = await runPingTree(deps, app, 'primary');
    expect(silent.held()).toBe(1);
    // It hung up on the lender rather than leave the call open.
    await silent.hungUp;
    expect(outcome).toMatchObject({ status: 'rejected', apiStatus: 'reject' });
    const rows = await byLender();
    expect(rows.get(`slow-${s}`)).toMatchObject({ decision: 'timeout', errorReason: 'timeout after 200 ms' });
    expect(rows.get(`e500-${s}`)).toMatchObject({ decision: 'error', httpStatus: 500, errorReason: 'HTTP 500' });
    expect(rows.get(`reset-${s}`)!.errorReason).toMatch(/^connection error: /);
    expect(rows.get(`bad-${s}`)).toMatchObject({ decision: 'error', errorReason: 'malformed JSON response' });
    expect(rows.get(`redir-${s}`)).toMatchObject({
      decision: 'error',
      httpStatus: 302,
      errorReason: 'redirect not followed (HTTP 302)',
    });
    expect(rows.get(`huge-${s}`)!.errorReason).toBe('response too large (over 262144 bytes)');
    expect(rows.get(`noprice-${s}`)).toMatchObject({ decision: 'error', errorReason: 'accept without a price' });
    expect(rows.get(`last-${s}`)).toMatchObject({ decision: 'reject', tier: 2 });
    expect(outcome.apiErrors).toHaveLength(7);
  });

  it('reports a technical error when no lender could give any decision', async () => {
    const s = uid();
    const { app, deps } = await setup([{ id: `down-${s}`, fault: 'http-500' }]);
    expect(await runPingTree(deps, app, 'primary')).toMatchObject({ status: 'error', apiStatus: 'reject' });
  });
});
