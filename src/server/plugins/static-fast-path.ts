import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import { acceptedEncodings, type Chosen, type Encoding, type StaticResource } from './static-representation.ts';

/** Answers a request on its own and returns true, or returns false to leave it to Fastify. */
export type FastHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The HTTP server with a fast path in front of Fastify (decision 015): the static-site plugin
 * installs a handler that answers repeat hits on pages and files with headers Fastify itself sent
 * for the same resource and encoding; everything else goes through Fastify as usual.
 */
export function serverWithFastPath(timeouts: {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}): {
  serverFactory: FastifyServerFactory;
  install: (handler: FastHandler) => void;
} {
  let fast: FastHandler = () => false;
  const serverFactory: FastifyServerFactory = (handler) => {
    const server = http.createServer((request, response) => {
      if (!fast(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
  return { serverFactory, install: (handler) => void (fast = handler) };
}

/** What Fastify sent for one resource, per encoding chosen: replayed by the fast path. */
export type Replays = WeakMap<StaticResource, Map<Chosen, OutgoingHttpHeaders>>;

const ENCODINGS_SEEN_MAX = 64;

/**
 * The fast path's handler: a GET of an exact URL (no query) without If-None-Match, whose resource
 * is at hand with every encoding the client accepts already made, and whose headers were recorded
 * from a response Fastify sent (security headers, CSP, ETag, Vary...). Costs a map lookup and a
 * write; `allowed()` turns it off while draining or shedding, when Fastify must answer.
 */
export function fastHandler(options: {
  lookup: (url: string) => StaticResource | undefined;
  replays: Replays;
  allowed: () => boolean;
  served: (bytes: number) => void;
}): FastHandler {
  const acceptedOf = new Map<string, Encoding[]>();
  const accepted = (header: string | undefined): Encoding[] => {
    const key = header ?? '';
    let encodings = acceptedOf.get(key);
    if (!encodings) {
      if (acceptedOf.size >= ENCODINGS_SEEN_MAX) acceptedOf.clear();
      acceptedOf.set(key, (encodings = acceptedEncodings(header)));
    }
    return encodings;
  };
  return (request, response) => {
    if (request.method !== 'GET' || request.headers['if-none-match'] !== undefined || !request.url) return false;
    const resource = options.lookup(request.url);
    if (!resource || !options.allowed()) return false;
    let body: Buffer | null = resource.identity;
    let chosen: Chosen = 'identity';
    if (resource.compressible) {
      for (const encoding of accepted(request.headers['accept-encoding'])) {
        const made = resource.made.get(encoding);
        if (made === undefined) return false;
        if (made === null) continue;
        body = made;
        chosen = encoding;
        break;
      }
    }
    const headers = options.replays.get(resource)?.get(chosen);
    if (!headers) return false;
    response.writeHead(200, headers);
    response.end(body);
    options.served(body.length);
    return true;
  };
}

/**
 * Records, from Fastify's own full answers, the headers the fast path replays: one set per
 * resource and encoding, never from an answer that set a cookie or went out while draining.
 */
export function replayRecorder(isServing: () => boolean) {
  const replays: Replays = new WeakMap();
  const answered = new WeakMap<FastifyRequest, { resource: StaticResource; chosen: Chosen }>();
  return {
    replays,
    /** For sendResource: called with the encoding of a full 200 answer to a plain GET. */
    watch:
      (request: FastifyRequest, resource: StaticResource) =>
      (chosen: Chosen): void => {
        if (request.method === 'GET' && request.headers['if-none-match'] === undefined)
          answered.set(request, { resource, chosen });
      },
    /** onSend hook, registered after the security headers' own. */
    onSend: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const seen = answered.get(request);
      if (!seen || reply.statusCode !== 200 || reply.hasHeader('set-cookie') || !isServing()) return;
      let byEncoding = replays.get(seen.resource);
      if (!byEncoding) replays.set(seen.resource, (byEncoding = new Map()));
      if (byEncoding.has(seen.chosen)) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
      byEncoding.set(seen.chosen, headers);
    },
  };
}
