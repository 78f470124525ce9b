import { isIP } from 'node:net';
import { z } from 'zod';

const TRUST_PROXY_HELP =
  'must be false, a hop count (e.g. 1) or a comma-separated list of the load ' +
  'balancer addresses or CIDRs (e.g. 10.0.0.0/8); "true" would let any ' +
  'client choose its IP';

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's `trustProxy`: false, the trusted proxies' addresses, or for a hop count a
 * function trusting the nearest N hops (Fastify 5 treats a bare number as "trust nothing").
 */
export function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (/^\d{1,2}$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length && entries.every(isAddressOrCidr)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
}
