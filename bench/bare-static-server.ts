// The ceiling anchor of the static benchmark: a bare node:http server answering every request with
// the bytes and headers the product sent for `/` (brotli at its best quality of the same HTML).
// What no Node server can beat on the machine; started by bench/static.ts with PORT, BODY_FILE and
// HEADERS (JSON).
import http from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.BODY_FILE ?? '');
const headers = {
  ...(JSON.parse(process.env.HEADERS ?? '{}') as Record<string, string>),
  'content-length': body.length,
};
const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
server.listen(Number(process.env.PORT), '127.0.0.1');
