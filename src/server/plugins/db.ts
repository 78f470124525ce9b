import fp from 'fastify-plugin';
import type { Database, DbHandle } from '#server/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DbHandle;
  }
}

/** Exposes the database; the handle is closed with the app unless the caller keeps ownership. */
export const dbPlugin = fp<{ handle: DbHandle; closeOnShutdown: boolean }>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('dbHandle', handle);
    if (closeOnShutdown) app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
