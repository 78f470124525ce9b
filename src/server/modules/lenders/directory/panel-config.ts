import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { endpointProblem } from './endpoint-policy.ts';

const int = () => z.number().int();

/** Eligibility rules checked before a lender is asked at all (a lender only sees leads it takes). */
export const lenderRulesSchema = z
  .object({
    minAmount: int().min(0).optional(),
    maxAmount: int().min(0).optional(),
    minTerm: int().min(1).optional(),
    maxTerm: int().min(1).optional(),
    minMonthlyIncome: z.number().min(0).optional(),
    /** Employment type codes accepted (src/shared/application/codes.ts); absent = all. */
    employmentTypes: z.array(int().min(1).max(8)).min(1).optional(),
    residentialStatuses: z.array(int().min(1).max(6)).min(1).optional(),
    minAge: int().min(18).optional(),
    maxAge: int().max(120).optional(),
  })
  .strict();

export const lenderConfigSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'lowercase letters, digits and dashes'),
    name: z.string().min(2).max(80),
    /** Its firm reference number on the FCA Register (6 or 7 digits; decision 142). */
    frn: z
      .string()
      .regex(/^\d{6,7}$/, 'must be 6 or 7 digits')
      .optional(),
    /** Where leads are posted: https, or http on loopback only (see endpoint-policy.ts). */
    endpoint: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
    /** Shared secret for the HMAC signature of every request (per lender). */
    secret: z.string().min(16, 'must be at least 16 characters'),
    tier: int().min(1).max(20),
    /** Commission expected (GBP): orders lenders within a tier after priority. */
    price: z.number().min(0),
    /** Lower goes first within a tier when prices tie or an answer is pending. */
    priority: int().min(0).default(100),
    panels: z
      .array(z.enum(['primary', 'secondary']))
      .min(1)
      .default(['primary']),
    timeoutMs: int().min(50).max(30_000).optional(),
    /** Leads this lender buys per day (UTC) at most: reserved atomically before each post. */
    dailyCap: int().min(0).optional(),
    rules: lenderRulesSchema.default({}),
    /** A bought lead may be returned this long after the sale; absent: 168 (lender-inbound, decision 065). */
    returnWindowHours: int()
      .min(0)
      .max(24 * 366)
      .optional(),
    /** Accepted returns of a month above this share of the month's leads wait for a person; absent: 10. */
    returnCapPercent: z.number().min(0).max(100).optional(),
  })
  .strict();

export const panelConfigSchema = z
  .object({
    /** Per-lender timeout when a lender sets none (ms). */
    defaultTimeoutMs: int().min(50).max(30_000).default(3_000),
    /** The same person (email, mobile, date of birth) applying again within this window gets the stored outcome. */
    duplicateWindowDays: int().min(0).max(365).default(30),
    /**
     * The job queue of lead deliveries. Every instance on one database with this panel must use
     * the same name (a restarted or other instance resumes its jobs); only a separate panel on a
     * shared database needs its own.
     */
    jobQueue: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{2,60}$/)
      .default('lead-delivery'),
    /**
     * Lender endpoints on private addresses (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7) are
     * refused unless true. Link-local, multicast and broadcast addresses are refused always.
     */
    allowPrivateHosts: z.boolean().default(false),
    /**
     * Lender endpoints on loopback (localhost, 127/8, ::1: the sandbox and test lenders). When the
     * file leaves it out, parsePanelConfig sets it: true outside production, false in production.
     */
    allowLoopbackHosts: z.boolean().default(true),
    /**
     * A post that timed out is asked again (same idempotency key) this many times, within
     * `postCeilingMs`, before the lead is withdrawn from that lender.
     */
    postRetries: int().min(0).max(5).default(2),
    /**
     * How long (ms), over every try, the broker waits for the answer to a full lead before it
     * withdraws the lead from that lender (docs/lender-protocol.md#withdrawal). Retries share what
     * the first try leaves of it, so a lender that is slow every time still gets to answer.
     */
    postCeilingMs: int().min(100).max(60_000).default(20_000),
    lenders: z.array(lenderConfigSchema).min(1),
  })
  .strict()
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    config.lenders.forEach((lender, index) => {
      if (seen.has(lender.id))
        ctx.addIssue({ code: 'custom', path: ['lenders', index, 'id'], message: `duplicate lender id ${lender.id}` });
      seen.add(lender.id);
      const problem = endpointProblem(lender.endpoint, config);
      if (problem) ctx.addIssue({ code: 'custom', path: ['lenders', index, 'endpoint'], message: problem });
    });
  });

export type LenderRules = z.output<typeof lenderRulesSchema>;
export type LenderConfig = z.output<typeof lenderConfigSchema>;
export type PanelConfig = z.output<typeof panelConfigSchema>;
export type PanelName = 'primary' | 'secondary';

export class PanelConfigError extends Error {
  override name = 'PanelConfigError';
}

/** Where the panel runs: in production a lender on loopback needs `allowLoopbackHosts: true` (decision 117). */
export type PanelEnvironment = { production: boolean };

/** Parses a panel config object; a bad value throws naming each failing field. */
export function parsePanelConfig(
  input: unknown,
  source = 'lender panel config',
  environment: PanelEnvironment = { production: false },
): PanelConfig {
  const withDefaults =
    input && typeof input === 'object' && !('allowLoopbackHosts' in input)
      ? { ...input, allowLoopbackHosts: !environment.production }
      : input;
  const result = panelConfigSchema.safeParse(withDefaults);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new PanelConfigError(`Invalid ${source}:\n${lines.join('\n')}`);
}

/** Reads and validates LENDER_PANEL=path at boot. */
export function loadPanelConfig(file: string, environment: PanelEnvironment): PanelConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PanelConfigError(`Cannot read lender panel config ${file}: ${(error as Error).message}`);
  }
  return parsePanelConfig(raw, `lender panel config ${file}`, environment);
}

/** Code-unit order of lender ids: the same on every machine and database collation. */
const byId = (a: LenderConfig, b: LenderConfig) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The lenders of one panel as tiers: tier number ascending; within a tier by priority, then price
 * (highest first), then lender id (decision 005), so a tie is settled the same way at every run
 * whatever order the lenders were stored or listed in.
 */
export function tiersOf(config: PanelConfig, panel: PanelName): LenderConfig[][] {
  const lenders = config.lenders
    .filter((l) => l.panels.includes(panel))
    .sort((a, b) => a.tier - b.tier || a.priority - b.priority || b.price - a.price || byId(a, b));
  const tiers = new Map<number, LenderConfig[]>();
  for (const lender of lenders) tiers.set(lender.tier, [...(tiers.get(lender.tier) ?? []), lender]);
  return [...tiers.values()];
}

/** Hosts the panel may call: nothing else is ever contacted. */
export const allowedHostsOf = (config: PanelConfig): Set<string> =>
  new Set(config.lenders.map((l) => new URL(l.endpoint).host));
