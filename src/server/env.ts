import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { isEd25519PrivateKey, newBrokerSigningKey, persistedSecret } from './config/env-secrets.ts';
import { parseTrustProxy } from './config/trust-proxy.ts';
import { deriveSecret, KEY_PURPOSE } from './lib/crypto.ts';

export { newBrokerSigningKey } from './config/env-secrets.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const secret = optional(z.string().min(32, 'must be at least 32 characters'));

/** Every environment variable of the runtime contract, validated once at boot. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    SESSION_SECRET: secret,
    DATA_KEY: optional(z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')),
    /**
     * The broker's Ed25519 private key that signs consent certificates (decision 138): base64 of its
     * PKCS#8 DER. Required in production; elsewhere generated once and kept in DATA_DIR.
     */
    BROKER_SIGNING_KEY: optional(
      z.string().refine(isEd25519PrivateKey, 'must be an Ed25519 private key, base64 of its PKCS#8 DER'),
    ),
    ADMIN_EMAIL: optional(z.email({ error: 'must be an email address' })),
    ADMIN_PASSWORD: optional(z.string().min(12, 'must be at least 12 characters')),
    /** Base32 TOTP secret enrolled for ADMIN_EMAIL at boot (provisioning by infrastructure code, tests). */
    ADMIN_TOTP_SECRET: optional(
      z
        .string()
        .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
        .pipe(z.string().regex(/^[A-Z2-7]{16,128}=*$/, 'must be base32 (A-Z, 2-7), at least 16 characters (80 bits)')),
    ),
    LENDER_PANEL: z.string().min(1).default('sandbox'),
    /**
     * The FCA Register lenders are checked against (decision 142): `sandbox` (a simulated register on
     * loopback; refused in production) or the API's base URL, https://register.fca.org.uk/services.
     */
    FCA_REGISTER: z
      .string()
      .regex(/^(sandbox|https:\/\/.+)$/, 'must be sandbox or the register API’s https:// base URL')
      .default('sandbox'),
    /** The FCA developer-portal account the register API is called with (X-Auth-Email, X-Auth-Key). */
    FCA_REGISTER_EMAIL: optional(z.email({ error: 'must be an email address' })),
    FCA_REGISTER_KEY: optional(z.string().min(8, 'must be at least 8 characters')),
    ADDRESS_PROVIDER: z.enum(['sandbox', 'loqate']).default('sandbox'),
    LOQATE_KEY: optional(z.string().min(1)),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    SMS_PROVIDER: optional(
      z.string().regex(/^(outbox|webhook:https?:\/\/.+)$/, 'must be outbox or webhook:<http(s) URL>'),
    ),
    /** Minutes an application may sit unfinished before its remarketing campaign is due. */
    REMARKETING_DELAY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
    /** Days a reminder's tracked link (/r/:token) stays usable after the message was sent. */
    REMARKETING_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    /**
     * Behind a load balancer: how far to trust X-Forwarded-For/-Proto (client IPs for throttling).
     * A hop count or the balancer's addresses/CIDRs, never "trust everything" (a client could
     * then choose its own IP and reset every per-IP limit).
     */
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    /** Multiplies the public site's per-IP and per-session limits (not the admin login's). */
    RATE_LIMIT_SCALE: z.coerce
      .number({ error: 'must be a number' })
      .positive('must be greater than 0')
      .max(10_000)
      .default(1),
    /** JSON file of the firm's identity, reviews and representative example; unset → the sample. */
    SITE_CONFIG: optional(z.string().min(1)),
    /** Where `npm run build` wrote the site (the server serves BUILD_DIR/client). */
    BUILD_DIR: z.string().min(1).default('build'),
    /**
     * Load shedding (decision 015): 503 for pages, then other API calls, before the event loop
     * stalls. `off` for test runs on a shared machine, where a busy loop is the test runner's.
     */
    LOAD_SHEDDING: z.enum(['on', 'off']).default('on'),
    /**
     * Admin sign-in calls one address may make in 15 minutes, whatever their outcome (issue 11
     * item 6). Not scaled by RATE_LIMIT_SCALE; raise it only for a rig where every admin shares an
     * address (the browser tests).
     */
    ADMIN_LOGIN_CALLS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
    /** SIGTERM/SIGINT: seconds of readiness 503 (still serving, `Connection: close`) before closing. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(8).default(3),
    /** Bearer token a Prometheus scraper sends to GET /metrics; unset: no /metrics endpoint. */
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    /** OTLP/HTTP collector base URL (e.g. http://otel-collector:4318); unset: no tracing. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    OTEL_SERVICE_NAME: z.string().min(1).default('broker-platform'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** auto: one readable line per request when stdout is a terminal (pino-pretty), JSON otherwise. */
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  })
  .superRefine((env, ctx) => {
    if (env.ADDRESS_PROVIDER === 'loqate' && !env.LOQATE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['LOQATE_KEY'], message: 'is required when ADDRESS_PROVIDER=loqate' });
    }
    if (env.FCA_REGISTER !== 'sandbox') {
      for (const key of ['FCA_REGISTER_EMAIL', 'FCA_REGISTER_KEY'] as const)
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when FCA_REGISTER is a URL' });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
    if (env.ADMIN_TOTP_SECRET && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_TOTP_SECRET'], message: 'needs ADMIN_EMAIL and ADMIN_PASSWORD' });
    }
    if (env.NODE_ENV === 'production') {
      for (const key of ['SESSION_SECRET', 'DATA_KEY', 'BROKER_SIGNING_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
      }
    }
  });

type ParsedEnv = z.output<typeof envSchema>;
export type Env = Omit<ParsedEnv, 'SESSION_SECRET' | 'DATA_KEY' | 'PUBLIC_URL' | 'BROKER_SIGNING_KEY'> & {
  SESSION_SECRET: string;
  DATA_KEY: string;
  BROKER_SIGNING_KEY: string;
  PUBLIC_URL: string;
  /** Derived from SESSION_SECRET (HKDF): a key for one purpose cannot stand in for another. */
  keys: { cookieSecret: string; linkSecret: string };
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment; a bad value throws an EnvError naming each failing variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): ParsedEnv {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

/** The SITE_CONFIG file, read before the rest of the environment (site-config-boot.ts). */
export const siteConfigFile = (source: NodeJS.ProcessEnv = process.env): string | undefined =>
  source.SITE_CONFIG?.trim() || undefined;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const sessionSecret =
    env.SESSION_SECRET ?? persistedSecret(dataDir, 'session-secret', () => randomBytes(32).toString('hex'));
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    SESSION_SECRET: sessionSecret,
    DATA_KEY: env.DATA_KEY ?? persistedSecret(dataDir, 'data-key', () => randomBytes(32).toString('hex')),
    BROKER_SIGNING_KEY: env.BROKER_SIGNING_KEY ?? persistedSecret(dataDir, 'broker-signing-key', newBrokerSigningKey),
    keys: {
      cookieSecret: deriveSecret(sessionSecret, KEY_PURPOSE.cookies),
      linkSecret: deriveSecret(sessionSecret, KEY_PURPOSE.links),
    },
  };
}
