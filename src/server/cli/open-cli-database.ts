import { dbOptionsFromEnv, openDatabase, type DbHandle } from '../db/client.ts';
import { DatabaseInUseError } from '../db/data-dir-owner.ts';
import type { Env } from '../env.ts';

/**
 * The database of a command-line tool, or null once it has said why not: the embedded one while
 * another process (the server) has it open (issue 41.13). `instead` names what the operator can
 * do on the running server, given its address.
 */
export async function openCliDatabase(env: Env, instead?: (serverUrl: string) => string): Promise<DbHandle | null> {
  try {
    return await openDatabase(dbOptionsFromEnv(env));
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    if (instead) console.error(instead(error.holder.publicUrl ?? env.PUBLIC_URL));
    return null;
  }
}
