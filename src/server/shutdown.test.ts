import http from 'node:http';
import { describe, expect, it, onTestFinished } from 'vitest';
import { validSteps } from '#tests/support/applications.ts';
import { request, startChildServer, type Answer } from '#tests/support/child-server.ts';

/** A promise and what resolves it: a moment the test waits for. */
function latch() {
  let open!: () => void;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { open, passed };
}

/** Twenty applicants, each with its first save answered on its own kept-alive connection. */
function keptAliveClients(port: number) {
  return Promise.all(
    Array.from({ length: 20 }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const first = await request(port, 'POST', '/api/application/step1', { agent, body: validSteps()[1] });
      if (!('status' in first) || first.status !== 200) throw new Error(`first save failed: ${JSON.stringify(first)}`);
      const cookie = [first.headers['set-cookie'] ?? []]
        .flat()
        .map((c) => c.split(';')[0])
        .join('; ');
      // Resolved once a save after the first is answered: the client is saving in its loop.
      const saving = latch();
      return { agent, cookie, answers: [first] as Answer[], saving };
    }),
  );
}

type Client = Awaited<ReturnType<typeof keptAliveClients>>[number];

/** The client's next save on its connection; true when it was answered 200. */
async function save(port: number, client: Client): Promise<boolean> {
  const answer = await request(port, 'POST', '/api/application/step2', {
    agent: client.agent,
    cookie: client.cookie,
    body: validSteps()[2],
  });
  client.answers.push(answer);
  client.saving.open();
  return 'status' in answer && answer.status === 200;
}

const closing = (answer: Answer) => 'status' in answer && answer.headers.connection === 'close';
/**
 * close-with-grace (main.ts) exits with code 1 when the shutdown is still running after its 10 s:
 * code 0 is the process ending by itself within them.
 */
const BY_ITSELF_WITHIN_10_S = { code: 0, signal: null };

describe('SIGTERM with clients on kept-alive connections', { timeout: 120_000 }, () => {
  it(
    'serves every request that arrives during the drain with Connection: ' +
      'close, none reset or refused, and exits within 10 s',
    async () => {
      const server = await startChildServer();
      onTestFinished(async () => {
        await server.kill();
        server.cleanUp();
      });
      await server.waitReady();

      const clients = await keptAliveClients(server.port);

      // Every client saves step after step on its own kept-alive connection until an answer tells
      // it to close that connection (or something fails).
      let signalled = false;
      const loops = clients.map(async (client) => {
        for (;;) {
          if (!(await save(server.port, client))) return;
          if (signalled && closing(client.answers.at(-1)!)) return;
        }
      });
      // SIGTERM while every client is saving on its kept-alive connection.
      await Promise.all(clients.map((client) => client.saving.passed));
      signalled = true;
      server.child.kill('SIGTERM');

      // Readiness turns 503 at once, so the load balancer stops sending.
      let ready: Answer = await request(server.port, 'GET', '/api/health/ready');
      while ('status' in ready && ready.status === 200) ready = await request(server.port, 'GET', '/api/health/ready');
      expect(ready).toMatchObject({ status: 503 });

      await Promise.all(loops);
      const exit = await server.exited;
      for (const client of clients) {
        const failed = client.answers.filter((answer) => !('status' in answer) || answer.status !== 200);
        expect(failed).toEqual([]);
        expect(closing(client.answers.at(-1)!)).toBe(true);
        client.agent.destroy();
      }
      expect(exit).toMatchObject(BY_ITSELF_WITHIN_10_S);
    },
  );
});

describe('SIGTERM while clients behind a load balancer keep saving', { timeout: 120_000 }, () => {
  it('answers every save sent during the drain (none reset), on kept-alive and on new connections', async () => {
    // The drain must outlast the balancer's readiness poll (decision 041's addendum); on a busy
    // machine this test's poll has taken more than 2 s to see 503.
    const server = await startChildServer({ env: { SHUTDOWN_DRAIN_SECONDS: '5' } });
    onTestFinished(async () => {
      await server.kill();
      server.cleanUp();
    });
    await server.waitReady();

    const clients = await keptAliveClients(server.port);

    // The load balancer polls readiness; until it has seen 503 it keeps sending this instance
    // saves, each client opening a new connection after an answer with Connection: close.
    let balancerMovedAway = false;
    const loops = clients.map((client) => {
      // Resolved once the client has saved during the drain on its kept-alive connection and again
      // on a new one (two answers with Connection: close), or has stopped.
      const savedInDrain = latch();
      const loop = (async () => {
        while (!balancerMovedAway) {
          if (!(await save(server.port, client))) return;
          if (client.answers.filter(closing).length >= 2) savedInDrain.open();
        }
      })().finally(savedInDrain.open);
      return { loop, savedInDrain: savedInDrain.passed };
    });
    await Promise.all(clients.map((client) => client.saving.passed));
    server.child.kill('SIGTERM');
    let ready: Answer = await request(server.port, 'GET', '/api/health/ready');
    while ('status' in ready && ready.status === 200) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await request(server.port, 'GET', '/api/health/ready');
    }
    expect(ready).toMatchObject({ status: 503 });
    // The balancer moves away after it has seen 503 and every client has saved during the drain.
    await Promise.all(loops.map((l) => l.savedInDrain));
    balancerMovedAway = true;
    await Promise.all(loops.map((l) => l.loop));
    const exit = await server.exited;

    const answers = clients.flatMap((client) => client.answers);
    expect(answers.filter((answer) => !('status' in answer) || answer.status !== 200)).toEqual([]);
    // Saves went on during the drain, each answered and its connection then closed: on the
    // kept-alive connection, then on a new one.
    for (const client of clients) expect(client.answers.filter(closing).length).toBeGreaterThanOrEqual(2);
    for (const client of clients) client.agent.destroy();
    expect(exit).toMatchObject(BY_ITSELF_WITHIN_10_S);
  });
});
