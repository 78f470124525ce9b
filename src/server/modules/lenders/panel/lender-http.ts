import http from 'node:http';
import https from 'node:https';
import type dns from 'node:dns';
import { hmacHex } from '#server/lib/crypto.ts';
import { guardedLookup, literalAddressProblem, type EndpointPolicy } from '#server/modules/lenders/directory/index.ts';

export const MAX_RESPONSE_BYTES = 256 * 1024;

/**
 * The call's bodies as they went (decision 149): `request` the JSON sent (absent when nothing was
 * sent), `answer` the body received (absent when none was, e.g. a timeout), kept for the lender's
 * exchange log.
 */
type Bodies = { request?: string; answer?: string };
export type HttpResult =
  | ({ ok: true; status: number; json: unknown; latencyMs: number } & Bodies)
  | ({ ok: false; timedOut: boolean; status?: number; reason: string; latencyMs: number } & Bodies);

export type SignedPost = {
  url: string;
  body: unknown;
  secret: string;
  idempotencyKey: string;
  timeoutMs: number;
  allowedHosts: ReadonlySet<string>;
  signal?: AbortSignal;
  maxBytes?: number;
  /** The addresses the panel may call (endpoint-policy.ts), checked when the socket connects. */
  policy: EndpointPolicy;
  /** The resolver of hostnames, always wrapped in the policy's check (tests give one of their own). */
  resolve?: typeof dns.lookup;
};

/** The signature a lender verifies: hex HMAC-SHA256 over `timestamp.body` with its own secret. */
export const signatureOf = (secret: string, timestamp: string, body: string): string =>
  `sha256=${hmacHex(secret, `${timestamp}.${body}`)}`;

/**
 * One signed JSON POST to a lender. Only configured hosts, no redirects followed, a hard deadline
 * over the whole exchange, and at most `maxBytes` of response read. Never throws: every failure
 * comes back as a reason for the audit trail.
 */
export function postSigned(request: SignedPost): Promise<HttpResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const maxBytes = request.maxBytes ?? MAX_RESPONSE_BYTES;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.resolve({ ok: false, timedOut: false, reason: 'invalid endpoint URL', latencyMs: 0 });
  }
  if (!request.allowedHosts.has(url.host) || !/^https?:$/.test(url.protocol)) {
    return Promise.resolve({ ok: false, timedOut: false, reason: `host not allowed: ${url.host}`, latencyMs: 0 });
  }
  // A host given as an IP address is connected to without a lookup: checked here instead.
  const refused = literalAddressProblem(url, request.policy);
  if (refused)
    return Promise.resolve({ ok: false, timedOut: false, reason: `address refused: ${refused}`, latencyMs: 0 });
  if (request.signal?.aborted)
    return Promise.resolve({ ok: false, timedOut: false, reason: 'aborted: shutting down', latencyMs: 0 });
  const body = JSON.stringify(request.body);
  const timestamp = String(Date.now());

  return new Promise<HttpResult>((resolve) => {
    let settled = false;
    // Whether the body left: handed to the connection in full, or answered. A connection refused or
    // aborted before then sent nothing, and no body is kept as sent (the lender never had it).
    let sent = false;
    const finish = (result: HttpResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
      req.destroy();
      resolve(result);
    };
    const fail = (reason: string, extra: { timedOut?: boolean; status?: number; answer?: string } = {}) =>
      finish({
        ok: false,
        timedOut: extra.timedOut ?? false,
        reason,
        latencyMs: elapsed(),
        ...(sent ? { request: body } : {}),
        ...(extra.status ? { status: extra.status } : {}),
        ...(extra.answer === undefined ? {} : { answer: extra.answer }),
      });
    const onAbort = () => fail('aborted: shutting down');

    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'content-length': Buffer.byteLength(body),
        'idempotency-key': request.idempotencyKey,
        'x-timestamp': timestamp,
        'x-signature': signatureOf(request.secret, timestamp, body),
      },
      agent: false,
      lookup: guardedLookup(request.policy, request.resolve),
    });
    // Listened to before anything can destroy the request: one destroyed before its socket
    // connects emits "socket hang up", which unheard would be an uncaught exception.
    req.on('error', (error: NodeJS.ErrnoException) => fail(`connection error: ${error.code ?? error.message}`));
    const timer = setTimeout(
      () => fail(`timeout after ${request.timeoutMs} ms`, { timedOut: true }),
      request.timeoutMs,
    );
    request.signal?.addEventListener('abort', onAbort, { once: true });
    req.on('finish', () => (sent = true));
    req.on('response', (res) => {
      sent = true;
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) return fail(`redirect not followed (HTTP ${status})`, { status });
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > maxBytes) return fail(`response too large (${declared} bytes)`, { status });
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return fail(`response too large (over ${maxBytes} bytes)`, { status });
        chunks.push(chunk);
      });
      res.on('error', (error: NodeJS.ErrnoException) =>
        fail(`connection error: ${error.code ?? error.message}`, { status }),
      );
      res.on('end', () => {
        const answer = Buffer.concat(chunks).toString('utf8');
        if (status < 200 || status >= 300) return fail(`HTTP ${status}`, { status, answer });
        try {
          finish({ ok: true, status, json: JSON.parse(answer), latencyMs: elapsed(), request: body, answer });
        } catch {
          fail('malformed JSON response', { status, answer });
        }
      });
    });
    req.end(body);
  });
}
