import { isIP } from 'node:net';
import { z } from 'zod';
import { isCleanText } from '#shared/application/fields.ts';
import type { RequestContextColumns } from './step-save.repository.ts';

/**
 * Optional `context` key a step body may carry (read on the first save only): where the applicant
 * came from. Bad values are ignored rather than failing the step: they are not the applicant's answers.
 */
const short = (max: number) => z.string().trim().max(max).refine(isCleanText).optional().catch(undefined);

export const requestContextSchema = z
  .object({
    source: short(100),
    referrerUrl: short(2048),
    utmSource: short(100),
    utmMedium: short(100),
    utmCampaign: short(100),
  })
  .catch({});

export type RequestContext = z.output<typeof requestContextSchema>;

/** Referrers keep origin and path only: query strings and fragments can carry personal data. */
export function cleanReferrer(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, 512);
  } catch {
    return null;
  }
}

/** IPv4 keeps its /24, IPv6 its /48: enough for fraud patterns, not a personal identifier. */
export function truncateIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(mapped) === 4) return mapped.replace(/\.\d+$/, '.0');
  if (isIP(mapped) !== 6) return null;
  const [head = ''] = mapped.split('::');
  const groups = head.split(':').filter(Boolean).slice(0, 3);
  return `${groups.join(':')}::/48`;
}

export function contextColumns(input: {
  body: unknown;
  userAgent: string | undefined;
  ip: string | undefined;
}): RequestContextColumns {
  const raw =
    typeof input.body === 'object' && input.body !== null ? (input.body as { context?: unknown }).context : undefined;
  const ctx = requestContextSchema.parse(raw ?? {});
  const userAgent = input.userAgent && isCleanText(input.userAgent) ? input.userAgent.slice(0, 512) : null;
  return {
    userAgent,
    userIp: truncateIp(input.ip),
    source: ctx.source || ctx.utmSource || null,
    referrerUrl: cleanReferrer(ctx.referrerUrl),
    utmSource: ctx.utmSource || null,
    utmMedium: ctx.utmMedium || null,
    utmCampaign: ctx.utmCampaign || null,
  };
}
