import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/web/prerender-paths.ts';

// Content pages are prerendered to static HTML (head tags included); /apply and /admin are rendered
// per request by React Router's request handler in the Fastify server (decision 033): the
// application screens in full, each step's form working before any script runs; the back office as
// a shell its scripts then draw.
export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets parallel work trees or test runs build side by side (default build/).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  prerender: prerenderPaths,
} satisfies Config;
