import net from 'node:net';
import type { Server } from 'node:http';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/** Resolves once the server has no open connection, or after `maxMs`, whichever comes first. */
export async function drained(server: Server, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const open = await new Promise<number>((resolve) =>
      server.getConnections((error, count) => resolve(error ? 0 : count)),
    );
    if (open === 0) return;
    await sleep(Math.min(100, Math.max(0, deadline - Date.now())));
  }
}

/**
 * The drain after SIGTERM (decision 041), while every answer carries `Connection: close`:
 * 1. keep accepting for the whole of `listenMs`: the load balancer sees readiness turn 503 and
 *    moves away, and until it has, it may open a connection at any moment, even when none is
 *    open (clients reconnect after each `Connection: close`). An instance that stopped at the
 *    first moment with no connection open refused saves the balancer was still sending;
 * 2. stop accepting, without closing a connection: `http.Server.close()` would also close every
 *    connection with no request in progress, including one whose request is already in the
 *    socket's buffer (the event loop has not read it yet) or on its way: that client gets
 *    ECONNRESET for a request it sent on an open connection. Closed just after an I/O turn, so
 *    the accept queue has just been emptied;
 * 3. let each connection close itself after its next answer, for up to `settleMs`. What is
 *    still open after that is a client silent throughout: `app.close()` closes it.
 */
export async function drain(server: Server, options: { listenMs: number; settleMs: number }): Promise<void> {
  // The global timer, which a test can drive.
  await new Promise((resolve) => setTimeout(resolve, options.listenMs));
  await nextTurn();
  if (server.listening) net.Server.prototype.close.call(server);
  await drained(server, options.settleMs);
}
