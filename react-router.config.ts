import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/web/prerender-paths.ts';

// Content pages are prerendered to static HTML (head tags included); /apply and /admin stay a
// client-rendered SPA served from __spa-fallback.html by the Fastify server.
export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets parallel work trees or test runs build side by side (default build/).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
