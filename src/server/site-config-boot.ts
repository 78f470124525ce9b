// Imported first by main.ts: the shared modules (company.ts, loan-maths.ts) read the site
// configuration when they are evaluated, so it must be in place before any of them is.
import { EnvError, siteConfigFile } from './env.ts';
import { readSiteConfigFile } from './config/site-config-file.ts';

const file = siteConfigFile();
if (file) {
  try {
    (globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = readSiteConfigFile(file);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
