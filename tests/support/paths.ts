import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const MIGRATED_IMAGE = path.join(ROOT, '.tmp/pglite-migrated.tar.gz');
