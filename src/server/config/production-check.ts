import { checkRepresentativeFigures } from '#shared/representative-figures.ts';
import { sampleIdentityFields, usesSampleReviews } from '#shared/sample-data.ts';
import type { SiteConfig } from '#shared/site-config-schema.ts';
import { EnvError, type Env } from '../env.ts';

/**
 * What a production start refuses (issue 11 item 8, issue 16 items 14-15; decision 012), each
 * line naming the variable to change: the embedded database, the sandbox lender panel, FCA Register
 * and address provider, the sample firm's identity and reviews, and a representative example that
 * does not add up.
 */
export function productionConfigProblems(
  env: Pick<Env, 'NODE_ENV' | 'LENDER_PANEL' | 'ADDRESS_PROVIDER' | 'DATABASE_URL'> &
    Partial<Pick<Env, 'FCA_REGISTER'>>,
  site: SiteConfig,
  sample: SiteConfig,
  longest: { amount: number; term: number },
): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  // The embedded PGlite is for `npm start`, tests and demos (decision 127): one process, no second instance.
  if (!env.DATABASE_URL)
    problems.push('DATABASE_URL: must name the PostgreSQL database when NODE_ENV=production (not the embedded one)');
  if (env.LENDER_PANEL === 'sandbox')
    problems.push('LENDER_PANEL: must be the path of the real panel config when NODE_ENV=production, not sandbox');
  // The lenders' authorisation is checked against the real register (decision 142).
  if ((env.FCA_REGISTER ?? 'sandbox') === 'sandbox')
    problems.push('FCA_REGISTER: must be the FCA Register API’s URL when NODE_ENV=production, not sandbox');
  if (env.ADDRESS_PROVIDER === 'sandbox')
    problems.push('ADDRESS_PROVIDER: must be loqate when NODE_ENV=production, not sandbox');
  const sampleIdentity = sampleIdentityFields(site, sample);
  if (sampleIdentity.length) {
    problems.push(
      `SITE_CONFIG: the company identity is the sample one ` +
        `(${sampleIdentity.join(', ')}); point SITE_CONFIG at the firm's own ` +
        `configuration`,
    );
  }
  if (usesSampleReviews(site, sample)) {
    problems.push(
      'SITE_CONFIG: the reviews (rating, customer count or testimonials) are the sample ones; ' +
        'publishing invented reviews is banned (DMCC Act 2024)',
    );
  }
  for (const mismatch of checkRepresentativeFigures(site, longest))
    problems.push(`SITE_CONFIG: ${mismatch.path}: ${mismatch.message}`);
  return problems;
}

export function assertProductionReady(...args: Parameters<typeof productionConfigProblems>): void {
  const problems = productionConfigProblems(...args);
  if (problems.length)
    throw new EnvError(`Refusing to start in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}
