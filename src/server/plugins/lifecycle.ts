import fp from 'fastify-plugin';

export type LifecycleState = 'starting' | 'serving' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: {
      readonly state: LifecycleState;
      /** Readiness turns 503 and every answer carries `Connection: close`; requests are still served. */
      beginDrain(): void;
    };
  }
}

/**
 * Where the process is in its life, for readiness and shutdown: `starting` until the app is
 * ready, `serving`, then `draining` from SIGTERM/SIGINT (main.ts) until it exits.
 */
export const lifecyclePlugin = fp(
  async (app) => {
    let state: LifecycleState = 'starting';
    app.decorate('lifecycle', {
      get state() {
        return state;
      },
      beginDrain() {
        state = 'draining';
      },
    });
    app.addHook('onReady', async () => {
      if (state === 'starting') state = 'serving';
    });
    // A client on a kept-alive connection gets its answer as usual, then opens its next
    // connection elsewhere (the load balancer has seen readiness turn 503).
    app.addHook('onSend', async (_request, reply) => {
      if (state === 'draining') reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
