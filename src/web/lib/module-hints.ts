import type { EntryContext } from 'react-router';

type Manifest = EntryContext['manifest'];

/**
 * Decision 110: React Router's `<Scripts />` writes a `modulepreload` for the client entry, each
 * matched route module and every chunk they import (40 on `/apply`). Chromium fetches and compiles
 * each one as it arrives, and on a fast connection that work lands before the first paint: with a
 * 4x slowed CPU (`npm run bench -- --only=hydration`), `/apply` painted at 1,048 ms with all of them
 * and 568-684 ms with these, and hydrated no later (sooner on slow 4G). The manifest's `imports`
 * lists feed only those hints (and `<PrefetchPageLinks>`, which we do not use), so the server
 * renders with them emptied: the entry and the route modules are still hinted, and the browser
 * finds their imports when it reads them. The step is a working HTML form before any of it runs.
 */
export function withoutImportHints(context: EntryContext): EntryContext {
  const { manifest } = context;
  const routes: Manifest['routes'] = {};
  for (const [id, route] of Object.entries(manifest.routes)) routes[id] = route && { ...route, imports: [] };
  return { ...context, manifest: { ...manifest, entry: { ...manifest.entry, imports: [] }, routes } };
}
