import http from 'node:http';
import type net from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drain } from './drained.ts';

// The server and its client share this process, so the test can hold the event loop while a
// request sits unread in the server's socket: the moment a busy server meets during the drain.
const servers: http.Server[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) server.closeAllConnections();
});

function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('drain', () => {
  it('answers a request already sent on a kept-alive connection when it stops accepting (no reset)', async () => {
    let draining = false;
    const server = http.createServer((_request, response) => {
      if (draining) response.setHeader('connection', 'close');
      response.end('saved');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const save = () =>
      new Promise<string>((resolve) => {
        const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/', agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(`${response.statusCode} ${body}`));
        });
        request.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
        request.end('{}');
      });

    expect(await save()).toBe('200 saved');
    // The connection is idle and kept alive. The client sends its next save on it while the
    // server's event loop is busy, and the drain's close step comes before it has read it.
    draining = true;
    const pending = save();
    blockEventLoop(50);
    const drained = drain(server, { listenMs: 0, settleMs: 2_000 });
    expect(await pending).toBe('200 saved');
    await drained;
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it('keeps accepting for the whole listening phase, also while no connection is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const server = http.createServer((_request, response) => {
      response.setHeader('connection', 'close');
      response.end('saved');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const save = () =>
      new Promise<string>((resolve) => {
        const request = http.request(
          { port, host: '127.0.0.1', method: 'POST', path: '/', agent: false },
          (response) => {
            response.resume();
            response.on('end', () => resolve(String(response.statusCode)));
          },
        );
        request.on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
        request.end('{}');
      });

    // No connection is open when the drain starts; the balancer has not moved away yet and sends
    // two more saves, on new connections, one after the other.
    const drained = drain(server, { listenMs: 3_000, settleMs: 1_000 });
    await nextTurn();
    expect(await save()).toBe('200');
    await nextTurn();
    expect(await save()).toBe('200');
    expect(server.listening).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    await drained;
    expect(server.listening).toBe(false);
  });
});
