// `/` of the product beside nginx serving the same bytes with gzip_static, per Accept-Encoding,
// wrk -t1 -c50 in the same run (issue 13, goal 1: product >= 0.5x nginx with a browser's header).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fetchFresh, freePort, startBenchServer } from './product-server.ts';
import { startNginx, wrk, type WrkResult } from './wrk.ts';

const ENCODINGS = [
  { label: 'browser (gzip, deflate, br, zstd)', header: 'gzip, deflate, br, zstd', target: true },
  { label: 'gzip', header: 'gzip', target: false },
  { label: 'identity', header: 'identity', target: false },
] as const;

/** A bare node:http server with the product's bytes and headers for `/` in brotli: the Node ceiling. */
export type NodeCeiling = { bare: WrkResult; product: WrkResult };

export async function benchNodeCeiling(baseUrl: string, seconds: number): Promise<NodeCeiling> {
  const header = ENCODINGS[0].header;
  const html = Buffer.from(
    await (await fetchFresh(`${baseUrl}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  // The product's headers for a browser's request; the body is compressed here again (fetch hands
  // back decoded bytes), at the quality the product's own precompression uses.
  const sent = await fetchFresh(`${baseUrl}/`, { headers: { 'accept-encoding': header } });
  if (sent.headers.get('content-encoding') !== 'br') throw new Error('the product did not answer / in brotli');
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const headers = Object.fromEntries([...sent.headers].filter(([name]) => !skip.has(name)));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'broker-ceiling-'));
  const bodyFile = path.join(dir, 'index.html.br');
  writeFileSync(bodyFile, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  const port = await freePort();
  const server = await startBenchServer('bare-static-server.ts', port, {
    BODY_FILE: bodyFile,
    HEADERS: JSON.stringify(headers),
  });
  try {
    const bare = wrk(`http://127.0.0.1:${port}/`, { headers: { 'Accept-Encoding': header }, seconds });
    const product = wrk(`${baseUrl}/`, { headers: { 'Accept-Encoding': header }, seconds });
    return { bare, product };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatNodeCeiling({ bare, product }: NodeCeiling): string {
  const n = (v: number) => Math.round(v).toLocaleString('en-GB');
  return (
    `ceiling: bare node:http, same bytes and headers (br): ${n(bare.rps)} req/s; ` +
    `product ${n(product.rps)} req/s = ${(product.rps / bare.rps).toFixed(2)} of it (no Node server passes the ceiling)`
  );
}

export type StaticRow = {
  label: string;
  product: WrkResult;
  productEncoding: string;
  nginx: WrkResult;
  nginxEncoding: string;
  ratio: number;
  target: boolean;
};

export async function benchStatic(baseUrl: string, nginxPort: number, seconds: number): Promise<StaticRow[]> {
  const html = Buffer.from(
    await (await fetchFresh(`${baseUrl}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'broker-static-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html, { level: 9 }));
  const stop = await startNginx(dir, nginxPort);
  const nginxUrl = `http://127.0.0.1:${nginxPort}/`;
  const encodingOf = async (url: string, header: string) =>
    (await fetchFresh(url, { headers: { 'accept-encoding': header } })).headers.get('content-encoding') ?? 'identity';
  const rows: StaticRow[] = [];
  try {
    // Asked before any wrk run: an idle keep-alive socket may be closed by the time a run ends.
    const encodings = await Promise.all(
      ENCODINGS.map(
        async ({ header }) => [await encodingOf(`${baseUrl}/`, header), await encodingOf(nginxUrl, header)] as const,
      ),
    );
    for (const [i, { label, header, target }] of ENCODINGS.entries()) {
      const headers = { 'Accept-Encoding': header };
      const product = wrk(`${baseUrl}/`, { headers, seconds });
      const nginx = wrk(nginxUrl, { headers, seconds });
      const [productEncoding = '?', nginxEncoding = '?'] = encodings[i] ?? [];
      rows.push({ label, product, nginx, target, ratio: product.rps / nginx.rps, productEncoding, nginxEncoding });
    }
  } finally {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export function formatStatic(rows: StaticRow[]): string {
  const n = (v: number) => Math.round(v).toLocaleString('en-GB').padStart(9);
  const lines = [
    `${'GET / with Accept-Encoding'.padEnd(36)} product (enc)          nginx gzip_static (enc)   ` +
      'ratio   p99 ms product/nginx   errors',
  ];
  for (const r of rows) {
    // Reported, with no target (decision 040): for more, nginx goes in front (deploy/nginx.conf).
    const flag = r.target ? '  (no target)' : '';
    lines.push(
      `${r.label.padEnd(36)}${n(r.product.rps)} req/s (${r.productEncoding.padEnd(8)})` +
        `${n(r.nginx.rps)} req/s (${r.nginxEncoding.padEnd(8)}) ${r.ratio.toFixed(2).padStart(5)}   ` +
        `${r.product.p99Ms.toFixed(1).padStart(6)} / ${r.nginx.p99Ms.toFixed(1).padEnd(6)}  ` +
        `${r.product.non2xx + r.product.errors}/${r.nginx.non2xx + r.nginx.errors}${flag}`,
    );
  }
  return lines.join('\n');
}
