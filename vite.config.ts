import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { siteIslands } from './scripts/vite-site-islands.ts';
import { readSiteConfigFile } from './src/server/config/site-config-file.ts';
import { siteConfigFile } from './src/server/env.ts';

// SITE_CONFIG at build time: the prerendered pages and the bundles carry that configuration
// (src/shared/site-config.ts); unset, they carry the sample. The server must boot with the same.
const configFile = siteConfigFile();
const configured = configFile ? readSiteConfigFile(configFile) : undefined;
const define: Record<string, string> = configured
  ? {
      __SITE_IDENTITY__: JSON.stringify(configured.identity),
      __SITE_REVIEWS__: JSON.stringify(configured.reviews),
      __SITE_PRICING__: JSON.stringify(configured.pricing),
    }
  : {};

export default defineConfig({
  define,
  plugins: [tailwindcss(), siteIslands(define), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    sourcemap: false,
    // React DOM's client in a chunk of its own, not inside the client entry: the server hints the
    // entry and the route modules only, and the browser finds this chunk when it reads the entry
    // (decision 110).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
