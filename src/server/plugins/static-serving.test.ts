import zlib from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '#server/app.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const BROWSER = 'gzip, deflate, br, zstd';

let app: App;
let assetUrl: string;
beforeAll(async () => {
  ({ app } = await createTestApp());
  const shell = await app.inject({ method: 'GET', url: '/apply' });
  assetUrl = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(shell.body)!.slice(1).find(Boolean)!;
});

describe('static responses compressed once and validated by ETag', () => {
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
        expect(response.headers.vary, url).toBe('Accept-Encoding');
        expect(Number(response.headers['content-length']), url).toBe(response.rawPayload.length);
        if (url === '/') expect(decode(response.rawPayload).equals(plain)).toBe(true);
      }
    },
  );

  it('answers 304 with no body when If-None-Match carries the ETag, for a page and an asset', async () => {
    for (const url of ['/', assetUrl, '/apply/personal']) {
      const first = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
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
    const first = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': BROWSER } });
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const gzip = vi.spyOn(zlib, 'gzip');
    const brotliSync = vi.spyOn(zlib, 'brotliCompressSync');
    const gzipSync = vi.spyOn(zlib, 'gzipSync');
    const createBrotli = vi.spyOn(zlib, 'createBrotliCompress');
    const createGzip = vi.spyOn(zlib, 'createGzip');
    try {
      const second = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': BROWSER } });
      // A page nobody asked for yet: compressed on its first request, never again.
      const gz = await app.inject({ method: 'GET', url: '/how-it-works', headers: { 'accept-encoding': 'gzip' } });
      const gzAgain = await app.inject({ method: 'GET', url: '/how-it-works', headers: { 'accept-encoding': 'gzip' } });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(gzAgain.rawPayload.equals(gz.rawPayload)).toBe(true);
      for (const spy of [brotliSync, gzipSync, createBrotli, createGzip]) expect(spy).not.toHaveBeenCalled();
      expect(brotli).not.toHaveBeenCalled();
      expect(gzip).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('counts static hits instead of logging each of them', async () => {
    const before = { ...app.staticMetrics };
    await app.inject({ method: 'GET', url: '/faq' });
    expect(app.staticMetrics.served).toBe(before.served + 1);
    expect(app.staticMetrics.bytes).toBeGreaterThan(before.bytes);
  });
});
