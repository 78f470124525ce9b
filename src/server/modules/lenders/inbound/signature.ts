import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { safeEqual } from '#server/lib/crypto.ts';
import type { LenderConfig } from '#server/modules/lenders/directory/index.ts';
import {
  MAX_CLOCK_SKEW_MS,
  SIGNATURE_V1_ACCEPTED_UNTIL,
  signatureOf,
  signatureV2Of,
  V2_PREFIX,
} from './signature-versions.ts';

/** One answer for every authentication failure: which check failed is not the caller's business. */
const refused = () => new AppError('UNAUTHORIZED', 'Invalid lender signature');

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

export type LenderAuthDeps = {
  lenderOf: (lenderId: string) => Promise<LenderConfig | null>;
  now: Date;
  /** The lender's accepted secrets (the current one, and the previous during an overlap: decision 081). */
  secretsOf: (lender: LenderConfig) => Promise<readonly string[]>;
  /** Claims the (timestamp, signature) pair for this call: false when it was used before (decision 119). */
  claim: (input: { lenderId: string; signature: string; signedAt: number }) => Promise<boolean>;
};

/**
 * The lender a signed call comes from, or a 401: the lender id is known (`lenderOf`), the timestamp
 * is within five minutes of `now`, the signature matches under one of the lender's secrets (compared
 * in constant time): version 2 over the method, path, Idempotency-Key and raw body, or version 1
 * over the raw body alone until SIGNATURE_V1_ACCEPTED_UNTIL; and the (timestamp, signature) pair
 * has never been accepted before (decision 119). An empty secret is never one (decision 098).
 */
export async function authenticateLender(request: FastifyRequest, raw: Buffer, deps: LenderAuthDeps) {
  const lenderId = header(request, 'x-lender-id');
  const timestamp = header(request, 'x-timestamp');
  const signature = header(request, 'x-signature');
  if (!lenderId || !timestamp || !signature) throw refused();
  const lender = await deps.lenderOf(lenderId);
  if (!lender) throw refused();
  const now = deps.now.getTime();
  if (!/^\d{1,15}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > MAX_CLOCK_SKEW_MS) throw refused();
  const v2 = signature.startsWith(V2_PREFIX);
  if (!v2 && now >= SIGNATURE_V1_ACCEPTED_UNTIL.getTime()) throw refused();
  const secrets = (await deps.secretsOf(lender)).filter((secret) => secret.length > 0);
  if (secrets.length === 0) throw refused();
  const target = {
    method: request.method,
    path: request.url,
    idempotencyKey: header(request, 'idempotency-key') ?? '',
  };
  const expected = (secret: string) =>
    v2 ? signatureV2Of(secret, timestamp, target, raw) : signatureOf(secret, timestamp, raw);
  // Every secret is tried (no early exit): the time taken does not tell which one matched.
  const matches = secrets.map((secret) => safeEqual(signature, expected(secret)));
  if (!matches.includes(true)) throw refused();
  if (!(await deps.claim({ lenderId: lender.id, signature, signedAt: Number(timestamp) }))) throw refused();
  return lender;
}

/** Reads a request body whole (at most `limit` bytes), before anything parses it. */
export async function readRaw(payload: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    size += buffer.length;
    if (size > limit) throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The same bytes again, for Fastify's body parser. */
export function replay(raw: Buffer): NodeJS.ReadableStream {
  const stream = Readable.from(raw.length ? [raw] : []);
  Object.assign(stream, { receivedEncodedLength: raw.length });
  return stream;
}
