import { createHmac } from 'node:crypto';

/** A signed call older or newer than this (by the broker's clock) is refused: replay protection. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Version 1 (`sha256=`, over timestamp + "." + body) is accepted beside version 2 until this moment
 * (decision 119): the lenders' migration window. From it, a version-1 signature is refused.
 */
export const SIGNATURE_V1_ACCEPTED_UNTIL = new Date('2027-06-01T00:00:00Z');

/** The prefix of a version-2 signature in X-Signature. */
export const V2_PREFIX = 'v2=';

/** Version 1 (the lead protocol's), over the raw bytes: `sha256=` + HMAC-SHA256(secret, timestamp + "." + body). */
export const signatureOf = (secret: string, timestamp: string, raw: Buffer): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(raw).digest('hex')}`;

/** What a version-2 signature covers besides the body: the call itself, so it cannot be moved to another. */
export type SignedTarget = {
  /** Upper-case HTTP method. */
  method: string;
  /** The request target as sent: path and query string, e.g. /api/lenders/v1/statements/2031-07. */
  path: string;
  /** The Idempotency-Key header, '' when there is none (a GET). */
  idempotencyKey: string;
};

/**
 * Version 2 (decision 119): `v2=` + HMAC-SHA256(secret, timestamp + "." + method + "." + path + "." +
 * idempotency key + "." + raw body). A captured call cannot be replayed against another path (another
 * month's statement), another method, or with a new Idempotency-Key.
 */
export const signatureV2Of = (secret: string, timestamp: string, target: SignedTarget, raw: Buffer): string =>
  V2_PREFIX +
  createHmac('sha256', secret)
    .update(`${timestamp}.${target.method.toUpperCase()}.${target.path}.${target.idempotencyKey}.`)
    .update(raw)
    .digest('hex');
