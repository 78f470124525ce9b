import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

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
