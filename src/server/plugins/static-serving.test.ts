import zlib from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '#server/app.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const BROWSER = 'gzip, deflate, br, zstd';

let app: App;
let assetUrl: string;
beforeAll(async () => {
  ({ app } = await createTestApp());
  // The pages' gzip and brotli copies are written in the background at boot.
  await app.siteCompressed;
  const shell = await app.inject({ method: 'GET', url: '/apply' });
  assetUrl = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(shell.body)!.slice(1).find(Boolean)!;
  // Once per build and PUBLIC_URL (often done by an earlier run or test file).
}, 180_000);

describe('static responses compressed once (at build, or at boot for pages) and validated by ETag', () => {
  it.each([
    ['br', BROWSER, (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
    [undefined, 'identity', (b: Buffer) => b],
  ])(
    'serves %s for Accept-Encoding "%s" with Content-Length of the bytes sent and Vary',
    async (encoding, accept, decode) => {
      const plain = (await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } }))
        .rawPayload;
      for (const url of ['/', assetUrl]) {
        const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(String(response.headers.vary).toLowerCase(), url).toBe('accept-encoding');
        expect(Number(response.headers['content-length']), url).toBe(response.rawPayload.length);
        if (url === '/') expect(decode(response.rawPayload).equals(plain)).toBe(true);
      }
    },
  );

  it('answers 304 with no body when If-None-Match carries the ETag, for a page and an asset', async () => {
    for (const url of ['/', assetUrl, '/how-it-works']) {
      const first = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^(W\/)?"[\w-]+"$/);
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': BROWSER, 'if-none-match': etag },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers.etag, url).toBe(etag);
      const changed = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': BROWSER, 'if-none-match': '"something-else"' },
      });
      expect(changed.statusCode, url).toBe(200);
    }
  });

  it('gives each encoding its own ETag, so a cached gzip body is never validated for brotli', async () => {
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
    const mismatch = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(mismatch.statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const url of ['/', assetUrl]) {
      const get = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': BROWSER } });
      expect(head.statusCode, url).toBe(200);
      expect(head.rawPayload.length, url).toBe(0);
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
      expect(head.headers['content-encoding'], url).toBe(get.headers['content-encoding']);
      expect(head.headers.etag, url).toBe(get.headers.etag);
    }
  });

  it('does no compression work per request: the stored bytes are sent again', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const gzip = vi.spyOn(zlib, 'gzip');
    const brotliSync = vi.spyOn(zlib, 'brotliCompressSync');
    const gzipSync = vi.spyOn(zlib, 'gzipSync');
    const createBrotli = vi.spyOn(zlib, 'createBrotliCompress');
    const createGzip = vi.spyOn(zlib, 'createGzip');
    try {
      for (const url of ['/', '/how-it-works', assetUrl]) {
        for (const accept of [BROWSER, 'gzip']) {
          const first = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
          const again = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
          expect(first.headers['content-encoding'], `${url} ${accept}`).toBe(accept === 'gzip' ? 'gzip' : 'br');
          expect(again.rawPayload.equals(first.rawPayload), url).toBe(true);
        }
      }
      for (const spy of [brotli, gzip, brotliSync, gzipSync, createBrotli, createGzip])
        expect(spy).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('gives pages no-cache, files an hour and hashed assets a year', async () => {
    const cacheOf = async (url: string) => (await app.inject({ method: 'GET', url })).headers['cache-control'];
    expect(await cacheOf('/')).toBe('no-cache');
    expect(await cacheOf('/faq')).toBe('no-cache');
    expect(await cacheOf('/apply')).toBe('no-store');
    expect(await cacheOf('/favicon.svg')).toBe('public, max-age=3600');
    expect(await cacheOf(assetUrl)).toBe('public, max-age=31536000, immutable');
  });

  it("never serves the build's HTML with its placeholder origin, nor the compressed copies by name", async () => {
    for (const url of ['/index.html', '/faq/index.html', '/__spa-fallback.html', '/faq/', `${assetUrl}.br`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('public-url.invalid');
      expect([301, 404], url).toContain(response.statusCode);
    }
  });
});
