import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The site build the screens are rendered by, as a consent certificate names it (decision 138):
 * the first 12 hex of the SHA-256 of the server bundle `react-router build` wrote (BUILD_DIR/server/
 * index.js), so two deployments of different code never share it; `unbuilt` when there is none
 * (the API tests, which render no screen).
 */
export function siteBuildId(buildDir: string): string {
  try {
    const bundle = readFileSync(path.resolve(projectRoot, buildDir, 'server', 'index.js'));
    return createHash('sha256').update(bundle).digest('hex').slice(0, 12);
  } catch {
    return 'unbuilt';
  }
}
