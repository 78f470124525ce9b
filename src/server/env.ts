import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const secret = optional(z.string().min(32, 'must be at least 32 characters'));

/** Every environment variable of the runtime contract, validated once at boot. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'),
    ),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    SESSION_SECRET: secret,
    DATA_KEY: optional(z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')),
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
    ADDRESS_PROVIDER: z.enum(['sandbox', 'loqate']).default('sandbox'),
    LOQATE_KEY: optional(z.string().min(1)),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    SMS_PROVIDER: optional(z.string().regex(/^(outbox|webhook:https?:\/\/.+)$/, 'must be outbox or webhook:<http(s) URL>')),
    /** Minutes an application may sit unfinished before its remarketing campaign is due. */
    REMARKETING_DELAY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
    /** Behind a load balancer: trust X-Forwarded-For/-Proto (client IPs for throttling). */
    TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    /** Where `npm run build` wrote the site (the server serves BUILD_DIR/client). */
    BUILD_DIR: z.string().min(1).default('build'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.ADDRESS_PROVIDER === 'loqate' && !env.LOQATE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['LOQATE_KEY'], message: 'is required when ADDRESS_PROVIDER=loqate' });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
    if (env.ADMIN_TOTP_SECRET && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_TOTP_SECRET'], message: 'needs ADMIN_EMAIL and ADMIN_PASSWORD' });
    }
    if (env.NODE_ENV === 'production') {
      for (const key of ['SESSION_SECRET', 'DATA_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
      }
    }
  });

type ParsedEnv = z.output<typeof envSchema>;
export type Env = Omit<ParsedEnv, 'SESSION_SECRET' | 'DATA_KEY' | 'PUBLIC_URL'> & {
  SESSION_SECRET: string;
  DATA_KEY: string;
  PUBLIC_URL: string;
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

/**
 * Outside production a missing secret is generated once and kept in DATA_DIR (mode 0600), so a
 * restart keeps sessions valid and encrypted bank details readable.
 */
function persistedSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return value;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    SESSION_SECRET: env.SESSION_SECRET ?? persistedSecret(dataDir, 'session-secret', () => randomBytes(32).toString('hex')),
    DATA_KEY: env.DATA_KEY ?? persistedSecret(dataDir, 'data-key', () => randomBytes(32).toString('hex')),
  };
}
