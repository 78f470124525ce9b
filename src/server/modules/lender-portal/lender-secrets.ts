import { randomBytes } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { lenderSecrets } from '#server/db/schema/index.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';

/** After a rotation the previous secret is still accepted this long (decision 081). */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;
const CONTEXT = 'lender_secrets.secret';

/**
 * A lender's secrets as of `now` (decision 081): the newest it generated in the portal, else the
 * panel configuration's; and, for 24 hours after a rotation, the one it replaced.
 */
export async function secretsOf(db: Executor, cipher: FieldCipher, lender: { id: string; secret: string }, now: Date) {
  const rows = await db
    .select()
    .from(lenderSecrets)
    .where(eq(lenderSecrets.lenderId, lender.id))
    .orderBy(desc(lenderSecrets.createdAt), desc(lenderSecrets.id))
    .limit(2);
  const [newest, before] = rows;
  if (!newest) return { current: lender.secret, previous: null, previousUntil: null };
  const previousUntil = new Date(newest.createdAt.getTime() + SECRET_OVERLAP_MS);
  const inOverlap = now.getTime() < previousUntil.getTime();
  return {
    current: cipher.decrypt(newest.secret, CONTEXT),
    previous: inOverlap ? (before ? cipher.decrypt(before.secret, CONTEXT) : lender.secret) : null,
    previousUntil: inOverlap ? previousUntil : null,
  };
}

/** The secrets a signed call from the lender may use now: the current one, and the previous during the overlap. */
export async function acceptedSecrets(
  db: Executor,
  cipher: FieldCipher,
  lender: { id: string; secret: string },
  now: Date,
): Promise<string[]> {
  const { current, previous } = await secretsOf(db, cipher, lender, now);
  return previous ? [current, previous] : [current];
}

/**
 * The secret the broker signs its own calls to the lender with (decision 081): the previous one
 * during the overlap, so the lender's endpoint keeps working while it deploys the new one; the new
 * one from the end of the overlap.
 */
export async function outboundSecret(
  db: Executor,
  cipher: FieldCipher,
  lender: { id: string; secret: string },
  now: Date,
): Promise<string> {
  return (await outboundSecretsFor(db, cipher)([lender], now)).get(lender.id) ?? lender.secret;
}

/** A new secret for the lender, stored encrypted and returned once (it is never shown again). */
export async function rotateSecret(
  db: Database,
  cipher: FieldCipher,
  input: { lenderId: string; lenderUserId: string | null; now: Date },
): Promise<{ secret: string; previousValidUntil: Date }> {
  const secret = randomBytes(32).toString('hex');
  await db.insert(lenderSecrets).values({
    lenderId: input.lenderId,
    secret: cipher.encrypt(secret, CONTEXT),
    createdBy: input.lenderUserId,
    createdAt: input.now,
  });
  return { secret, previousValidUntil: new Date(input.now.getTime() + SECRET_OVERLAP_MS) };
}

/** When the lender last generated a secret in the portal (null: never). */
export async function lastRotation(db: Executor, lenderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: lenderSecrets.createdAt })
    .from(lenderSecrets)
    .where(eq(lenderSecrets.lenderId, lenderId))
    .orderBy(desc(lenderSecrets.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * For the ping tree: the secret to sign each lender's calls with now (outboundSecret, for every
 * lender of the panel in one query). Lenders that never rotated keep the panel's secret.
 */
export const outboundSecretsFor =
  (db: Executor, cipher: FieldCipher) =>
  async (lenders: readonly { id: string; secret: string }[], now: Date): Promise<Map<string, string>> => {
    const ids = lenders.map((l) => l.id);
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(lenderSecrets)
      .where(inArray(lenderSecrets.lenderId, ids))
      .orderBy(desc(lenderSecrets.createdAt), desc(lenderSecrets.id));
    const chosen = new Map<string, string>();
    for (const lender of lenders) {
      const [newest, before] = rows.filter((row) => row.lenderId === lender.id);
      if (!newest) continue;
      const inOverlap = now.getTime() < newest.createdAt.getTime() + SECRET_OVERLAP_MS;
      if (!inOverlap) chosen.set(lender.id, cipher.decrypt(newest.secret, CONTEXT));
      else if (before) chosen.set(lender.id, cipher.decrypt(before.secret, CONTEXT));
    }
    return chosen;
  };
