import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The process holding an embedded database open, as it recorded itself. */
export type DataDirHolder = { pid: number; publicUrl?: string };

/** The embedded database is open in another live process (the server, most likely). */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
  readonly holder: DataDirHolder;
  constructor(dataDir: string, holder: DataDirHolder) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${holder.pid}` +
        `${holder.publicUrl ? `, the server at ${holder.publicUrl}` : ''}): a second process writing to it ` +
        'could corrupt it, and its changes would be lost. Stop that process and run this again.',
    );
    this.holder = holder;
  }
}

/** Beside the data folder, not in it: never part of a dump or a restored image. */
const ownerFile = (dataDir: string) => `${dataDir}.owner`;

function readHolder(file: string): DataDirHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirHolder>;
    return typeof parsed.pid === 'number' ? (parsed as DataDirHolder) : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an embedded database's folder for this process, or throws DatabaseInUseError while a live
 * process holds it (issue 41.13). PGlite is one process's database, and its own postmaster.pid says
 * neither which process nor whether it is still running (it names pid -42, and stays after a
 * crash): like PostgreSQL's, this file names the process, so a claim left by one that died
 * (kill -9, a crash) is taken over. Returns the release, which removes the claim if still ours.
 */
export function claimDataDir(dataDir: string, publicUrl?: string): () => void {
  const file = ownerFile(dataDir);
  const mine = JSON.stringify({ pid: process.pid, ...(publicUrl ? { publicUrl } : {}) });
  const release = () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && alive(holder.pid)) throw new DatabaseInUseError(dataDir, holder);
    if (holder) rmSync(file, { force: true });
    try {
      // Exclusive create: of two processes starting at once, one claims it and the other, on its
      // next look, finds the winner alive.
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new DatabaseInUseError(dataDir, readHolder(file) ?? { pid: -1 });
}
