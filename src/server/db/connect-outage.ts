import pg from 'pg';
import { markNeverConnected } from '#server/lib/db-unavailable.ts';

type ConnectCallback = (error: Error | null, client?: pg.Client) => void;

/**
 * A pg client whose failed connect is marked as an outage (lib/db-unavailable.ts): whatever the
 * server answered to the connection attempt, nothing was asked of it yet, and the same request
 * will work once it takes connections again (issue 41.1). Every pool and lone client of the app
 * is built on it, pg-boss's included (pg-pool takes its client class from its config).
 */
export class ConnectOutageClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
    if (callback) {
      const marking: ConnectCallback = (error, client) => callback(error && markNeverConnected(error), client);
      return super.connect(marking as Parameters<pg.Client['connect']>[0]);
    }
    return super.connect().catch((error: unknown) => {
      throw markNeverConnected(error);
    });
  }
}
