// A reverse proxy in front of the product for paired measures: every request forwarded as it
// came, every answer passed back byte for byte, except the headers named in `drop`. Both sides of
// a pair go through a proxy of this kind, so the proxy's own cost is on both and only the header
// differs. Bench-only: the product itself always sends its security headers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type HeaderProxy = { baseUrl: string; stop: () => Promise<void> };

export async function startHeaderProxy(target: string, drop: string[] = []): Promise<HeaderProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const dropped = new Set(drop.map((name) => name.toLowerCase()));
  const server = http.createServer((request, response) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !dropped.has(name)));
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
