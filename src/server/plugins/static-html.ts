import { createHash } from 'node:crypto';

/** sha256 source hashes of the inline scripts a page runs (JSON-LD data blocks do not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const attrs = match.groups?.attrs ?? '';
    const body = match.groups?.body ?? '';
    if (/\bsrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs) || body.length === 0) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
