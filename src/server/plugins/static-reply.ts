import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncodings,
  etagOf,
  matchesEtag,
  variant,
  type Chosen,
  type StaticResource,
} from './static-representation.ts';

/** Counters of the static responses, whose per-request log lines are switched off. */
export type StaticMetrics = {
  served: number;
  notModified: number;
  bytes: number;
  /** Of those served, answered by the fast path in front of Fastify (decision 015). */
  fastPath: number;
};

/**
 * Sends a kept resource: the smallest stored encoding the client accepts, a 304 when its ETag
 * matches, Content-Length of the bytes sent. HEAD gets the same headers without the body
 * (Fastify's HEAD route drops the payload after the headers are set).
 */
export async function sendResource(
  request: FastifyRequest,
  reply: FastifyReply,
  resource: StaticResource,
  metrics: StaticMetrics,
  status = 200,
  /** Told which encoding a full 200 answer carries (the fast path records its headers). */
  onFullAnswer?: (chosen: Chosen) => void,
): Promise<FastifyReply> {
  let body = resource.identity;
  let chosen: Chosen = 'identity';
  if (resource.compressible) {
    reply.header('vary', 'Accept-Encoding');
    for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
      const encoded = await variant(resource, encoding);
      if (!encoded) continue;
      body = encoded;
      chosen = encoding;
      break;
    }
  }
  const etag = etagOf(resource, chosen);
  reply.header('etag', etag).header('cache-control', resource.cacheControl);
  if (resource.csp) reply.header('content-security-policy', resource.csp);
  if (status === 200 && matchesEtag(request.headers['if-none-match'], etag)) {
    metrics.notModified += 1;
    return reply.status(304).send();
  }
  metrics.served += 1;
  metrics.bytes += body.length;
  if (chosen !== 'identity') reply.header('content-encoding', chosen);
  if (status === 200) onFullAnswer?.(chosen);
  return reply.status(status).header('content-type', resource.type).header('content-length', body.length).send(body);
}
