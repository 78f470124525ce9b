import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';
import { safeEqual } from '#server/lib/crypto.ts';
import type { LenderConfig } from '#server/modules/lender-panel/panel-config.ts';

/** A signed call older or newer than this (by the broker's clock) is refused: replay protection. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The signature of the lead protocol, over the raw bytes: `sha256=` + HMAC-SHA256(secret, timestamp + "." + body). */
export const signatureOf = (secret: string, timestamp: string, raw: Buffer): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest('hex')}`;

/** One answer for every authentication failure: which check failed is not the caller's business. */
const refused = () => new AppError('UNAUTHORIZED', 'Invalid lender signature');

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/**
 * The lender a signed call comes from, or a 401: the lender id is known (`lenderOf`), the timestamp
 * is within five minutes of `now`, and the signature matches the raw body (compared in constant
 * time) under one of the lender's secrets (`secretsOf`: the current one, and the previous one for 24
 * hours after a rotation, decision 081; the panel's secret alone without it). An empty secret is
 * never one (decision 098): a lender without any secret cannot sign a call.
 */
export async function authenticateLender(
  request: FastifyRequest,
  raw: Buffer,
  lenderOf: (lenderId: string) => Promise<LenderConfig | null>,
  now: Date,
  secretsOf: (lender: LenderConfig) => Promise<readonly string[]> = async (lender) => [lender.secret],
): Promise<LenderConfig> {
  const lenderId = header(request, 'x-lender-id');
  const timestamp = header(request, 'x-timestamp');
  const signature = header(request, 'x-signature');
  if (!lenderId || !timestamp || !signature) throw refused();
  const lender = await lenderOf(lenderId);
  if (!lender) throw refused();
  if (!/^\d{1,15}$/.test(timestamp) || Math.abs(now.getTime() - Number(timestamp)) > MAX_CLOCK_SKEW_MS) throw refused();
  const secrets = (await secretsOf(lender)).filter((secret) => secret.length > 0);
  if (secrets.length === 0) throw refused();
  // Every secret is tried (no early exit): the time taken does not tell which one matched.
  const matches = secrets.map((secret) => safeEqual(signature, signatureOf(secret, timestamp, raw)));
  if (!matches.includes(true)) throw refused();
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
