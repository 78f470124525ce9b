import { randomBytes } from 'node:crypto';
import { rename, utimes, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Best quality of each format: paid once per file (build or first boot), never per request. */
export function compressBest(bytes: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * Writes a file whole or not at all (a temporary name, then a rename), so a server reading the
 * directory meanwhile never sends half of it; `mtime` pins Last-Modified and the ETag.
 */
export async function writeWhole(file: string, bytes: Buffer | string, mtime?: Date): Promise<void> {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  if (mtime) await utimes(temporary, mtime, mtime);
  await rename(temporary, file);
}

/**
 * The `.gz` and `.br` copies next to `file` that @fastify/static sends (`preCompressed`) to a
 * client accepting them; none when compression would not make the file smaller.
 */
export async function writePrecompressed(file: string, bytes: Buffer, mtime?: Date): Promise<number> {
  let written = 0;
  for (const [encoding, suffix] of [
    ['gzip', '.gz'],
    ['br', '.br'],
  ] as const) {
    const encoded = await compressBest(bytes, encoding);
    if (encoded.length >= bytes.length) continue;
    await writeWhole(`${file}${suffix}`, encoded, mtime);
    written += 1;
  }
  return written;
}
