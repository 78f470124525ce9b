import { readFileSync } from 'node:fs';
import { siteConfigSchema, type SiteConfig } from '#shared/site-config-schema.ts';
import { EnvError } from '../env.ts';

/**
 * Reads and validates a SITE_CONFIG file (used by the server at boot and by the build); a bad
 * file stops either with the variable and the failing fields named.
 */
export function readSiteConfigFile(file: string): SiteConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new EnvError(
      `Invalid environment configuration:\n  SITE_CONFIG: cannot read ${file} as ` +
        `JSON (${error instanceof Error ? error.message : 'unknown error'})`,
    );
  }
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  SITE_CONFIG: ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
