import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

// The data directory holds applicants' data (the embedded database) and the keys that protect it
// (secrets): readable by the service's own user only, whatever the umask it was started with
// (issue 26.3: PGlite writes its files 0666 and its folders by the umask, 0755 by default).

/** Files this process creates from now on are 0600 and folders 0700 (at most). */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/** Every folder under `root` (itself included) 0700, every file 0600; links are left alone. */
export function makePrivate(root: string): void {
  const visit = (at: string) => {
    const stat = lstatSync(at, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(at, 0o700);
      for (const entry of readdirSync(at)) visit(path.join(at, entry));
    } else if ((stat.mode & 0o777) !== 0o600) chmodSync(at, 0o600);
  };
  visit(root);
}

/** DATA_DIR at boot: created 0700 when missing, the folder itself 0700 and its secrets private. */
export function prepareDataDir(dataDir: string): void {
  keepNewFilesPrivate();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  makePrivate(path.join(dataDir, 'secrets'));
}
