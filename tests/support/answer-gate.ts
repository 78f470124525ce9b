import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Between an app and the fake lenders' server (fake-lenders.ts, on `lendersPort`): passes each
 * request on, so the lender has it, and holds the lender's answer until `open()`. As the app sees
 * it, the lender is still deciding for as long as the test needs: no latency has to be long enough.
 * `holding(n)` resolves once n answers are held; `endpoint(id)` is a lender's address through the gate.
 */
export async function startAnswerGate(lendersPort: number) {
  let isOpen = false;
  const held: (() => void)[] = [];
  let heldCount = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const wake = () => {
    for (const waiter of waiters.filter((w) => heldCount >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: lendersPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const pass = () => {
          // The app hung up meanwhile (it closed, or died): the answer goes nowhere.
          if (res.destroyed) return void answer.resume();
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        };
        if (isOpen) return pass();
        held.push(pass);
        heldCount += 1;
        wake();
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (lenderId: string) => `http://127.0.0.1:${port}/lenders/${lenderId}`,
    holding: (count = 1) =>
      new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        wake();
      }),
    /** Every held answer goes on its way, and from now on every answer passes at once. */
    open() {
      isOpen = true;
      for (const pass of held.splice(0)) pass();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
