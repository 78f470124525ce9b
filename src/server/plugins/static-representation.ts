import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';
export type Chosen = Encoding | 'identity';

/**
 * One static response kept in memory: its bytes, their brotli and gzip forms (made once, then
 * reused for every request) and the headers that never change.
 */
export type StaticResource = {
  identity: Buffer;
  type: string;
  cacheControl: string;
  csp?: string;
  /** Strong validator of the identity bytes; each encoding gets its own suffix (RFC 9110 8.8.3). */
  etag: string;
  compressible: boolean;
  /** Files the build already compressed (scripts/precompress.ts), read instead of compressing. */
  precompressed: Partial<Record<Encoding, string>>;
  variants: Map<Encoding, Promise<Buffer | null>>;
  /** The variants already made (null: not smaller), read synchronously by the fast path. */
  made: Map<Encoding, Buffer | null>;
};

// Below this size compression saves less than the headers it adds.
const MIN_COMPRESS_BYTES = 512;
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon))/;

// Looked up on the module at call time, so a test can observe that no request compresses.
const brotli = (bytes: Buffer, options: zlib.BrotliOptions) => promisify(zlib.brotliCompress)(bytes, options);
const gzip = (bytes: Buffer, options: zlib.ZlibOptions) => promisify(zlib.gzip)(bytes, options);

export function createResource(
  bytes: Buffer | string,
  options: { type: string; cacheControl: string; csp?: string; precompressed?: Partial<Record<Encoding, string>> },
): StaticResource {
  const identity = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  return {
    identity,
    type: options.type,
    cacheControl: options.cacheControl,
    csp: options.csp,
    etag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    compressible: identity.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(options.type),
    precompressed: options.precompressed ?? {},
    variants: new Map(),
    made: new Map(),
  };
}

/** Best quality of each format: paid once per resource, never per request. */
export function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** The encoded bytes (memoised), or null when the encoding would not make them smaller. */
export function variant(resource: StaticResource, encoding: Encoding): Promise<Buffer | null> {
  let pending = resource.variants.get(encoding);
  if (!pending) {
    const file = resource.precompressed[encoding];
    const source = file
      ? readFile(file).catch(() => compress(resource.identity, encoding))
      : compress(resource.identity, encoding);
    pending = source.then((encoded) => {
      const kept = encoded.length < resource.identity.length ? encoded : null;
      resource.made.set(encoding, kept);
      return kept;
    });
    resource.variants.set(encoding, pending);
  }
  return pending;
}

/**
 * Compresses every variant now (at boot), so no visitor waits for a brotli pass. One at a time:
 * a single worker thread busy, so the event loop keeps a core and serves meanwhile.
 */
export async function warm(resources: Iterable<StaticResource>): Promise<void> {
  for (const resource of resources) {
    if (!resource.compressible) continue;
    await variant(resource, 'br');
    await variant(resource, 'gzip');
  }
}

/**
 * The encodings the client accepts, best first (brotli before gzip at equal weight). `q=0`
 * refuses an encoding; `*` stands for any encoding not named.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

export const etagOf = (resource: StaticResource, chosen: Chosen): string =>
  chosen === 'identity' ? `"${resource.etag}"` : `"${resource.etag}-${chosen}"`;

/** If-None-Match comparison (weak, as RFC 9110 13.1.2 requires for GET and HEAD). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
