import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '#shared/site-config-schema.ts';
import { SAMPLE_SITE_CONFIG } from '#shared/site-config.ts';
import { realSiteConfig } from '#tests/support/site-config-fixture.ts';
import { EnvError, newBrokerSigningKey } from '../env.ts';
import { assertProductionReady, productionConfigProblems } from './production-check.ts';
import { readSiteConfigFile } from './site-config-file.ts';

const LONGEST = { amount: 5000, term: 36 };
const live = {
  NODE_ENV: 'production',
  LENDER_PANEL: '/etc/broker/panel.json',
  ADDRESS_PROVIDER: 'loqate',
  FCA_REGISTER: 'https://register.fca.org.uk/services',
  DATABASE_URL: 'postgres://broker@db:5432/broker',
} as const;
const problems = (env: Partial<typeof live> | { NODE_ENV: 'development' }, site = realSiteConfig()) =>
  productionConfigProblems({ ...live, ...env } as typeof live, site, SAMPLE_SITE_CONFIG, LONGEST);

describe('the production start', () => {
  it('accepts a real configuration, and checks nothing outside production', () => {
    expect(problems({})).toEqual([]);
    expect(
      productionConfigProblems(
        { NODE_ENV: 'development', LENDER_PANEL: 'sandbox', ADDRESS_PROVIDER: 'sandbox' },
        SAMPLE_SITE_CONFIG,
        SAMPLE_SITE_CONFIG,
        LONGEST,
      ),
    ).toEqual([]);
  });

  it('refuses the sandbox lender panel and address provider, naming the variable', () => {
    expect(problems({ LENDER_PANEL: 'sandbox' } as never)).toEqual([expect.stringMatching(/^LENDER_PANEL: /)]);
    expect(problems({ ADDRESS_PROVIDER: 'sandbox' } as never)).toEqual([expect.stringMatching(/^ADDRESS_PROVIDER: /)]);
    expect(problems({ FCA_REGISTER: 'sandbox' } as never)).toEqual([expect.stringMatching(/^FCA_REGISTER: /)]);
  });

  it('refuses the embedded database: production runs on PostgreSQL (DATABASE_URL)', () => {
    expect(problems({ DATABASE_URL: undefined } as never)).toEqual([expect.stringMatching(/^DATABASE_URL: /)]);
  });

  it('refuses the sample company identity, naming SITE_CONFIG and the fields', () => {
    const site = realSiteConfig();
    site.identity.companyNumber = SAMPLE_SITE_CONFIG.identity.companyNumber;
    expect(problems({}, site)).toEqual([
      expect.stringMatching(/^SITE_CONFIG: the company identity is the sample one \(companyNumber\)/),
    ]);
  });

  it('refuses the sample reviews (rating or any sample testimonial)', () => {
    const rating = realSiteConfig();
    rating.reviews.rating = { ...SAMPLE_SITE_CONFIG.reviews.rating };
    expect(problems({}, rating)).toEqual([expect.stringMatching(/^SITE_CONFIG: the reviews .* are the sample ones/)]);
    const testimonial = realSiteConfig();
    testimonial.reviews.testimonials.push(SAMPLE_SITE_CONFIG.reviews.testimonials[0]!);
    expect(problems({}, testimonial)).toEqual([expect.stringMatching(/^SITE_CONFIG: the reviews/)]);
  });

  it('refuses a representative example whose APR does not add up', () => {
    const site = realSiteConfig();
    site.pricing.representativeApr = 49.9;
    site.pricing.estimate.multiplier = 1.5;
    const found = problems({}, site);
    expect(found).toContainEqual(
      expect.stringMatching(
        /^SITE_CONFIG: pricing\.representativeApr: .* is 91\.0% APR by CONC App 1\.2, not the stated 49\.9%/,
      ),
    );
    expect(() => assertProductionReady({ ...live }, site, SAMPLE_SITE_CONFIG, LONGEST)).toThrow(EnvError);
  });

  it('the sample configuration itself is refused on every count', () => {
    const found = productionConfigProblems(
      { NODE_ENV: 'production', LENDER_PANEL: 'sandbox', ADDRESS_PROVIDER: 'sandbox' },
      SAMPLE_SITE_CONFIG,
      SAMPLE_SITE_CONFIG,
      LONGEST,
    );
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'DATABASE_URL',
      'LENDER_PANEL',
      'FCA_REGISTER',
      'ADDRESS_PROVIDER',
      'SITE_CONFIG',
      'SITE_CONFIG',
      // The example adds up since issue 42 item 3; the step 1 estimate rule still does not.
      'SITE_CONFIG',
    ]);
  });
});

describe('SITE_CONFIG files', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-config-'));

  it('the sample and the test fixture are valid configurations', () => {
    expect(siteConfigSchema.parse(SAMPLE_SITE_CONFIG)).toEqual(SAMPLE_SITE_CONFIG);
    expect(siteConfigSchema.parse(realSiteConfig())).toEqual(realSiteConfig());
  });

  it('reads a valid file and names the failing fields of a bad one', () => {
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(realSiteConfig()));
    expect(readSiteConfigFile(good).identity.legalEntity).toBe('Example Broking Ltd');
    const bad = path.join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ ...realSiteConfig(), identity: { ...realSiteConfig().identity, companyNumber: '12' } }),
    );
    expect(() => readSiteConfigFile(bad)).toThrow(/SITE_CONFIG: identity\.companyNumber: must be an 8-character/);
    expect(() => readSiteConfigFile(path.join(dir, 'missing.json'))).toThrow(/SITE_CONFIG: cannot read/);
  });

  it('a real boot of main.ts in production on the sandbox stops with exit code 1, naming the variables', async () => {
    const main = path.resolve(import.meta.dirname, '../main.ts');
    const run = promisify(execFile)(process.execPath, [main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dir,
        SESSION_SECRET: 'x'.repeat(40),
        DATA_KEY: 'a'.repeat(64),
        // Required in production like the two above (decision 138): given, so the boot reaches the refusal.
        BROKER_SIGNING_KEY: newBrokerSigningKey(),
        LOG_LEVEL: 'silent',
      },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(
      new RegExp(
        'Refusing to start in production:\\n {2}DATABASE_URL: [\\s\\S]*LENDER_PANEL: [\\s\\S]*' +
          'FCA_REGISTER: [\\s\\S]*ADDRESS_PROVIDER: [\\s\\S]*' +
          'SITE_CONFIG: the company identity is the sample one',
      ),
    );
  }, 60_000);
});
