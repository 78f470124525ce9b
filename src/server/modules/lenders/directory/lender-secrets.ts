import { randomBytes } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { lockForTransaction } from '#server/db/advisory-lock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { lenderSecrets } from '#server/db/schema/index.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';

/** After a rotation the previous secret is still accepted this long (decision 081). */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;
const CONTEXT = 'lender_secrets.secret';

type StoredSecret = typeof lenderSecrets.$inferSelect;
type Lender = { id: string; secret: string };

/** An empty secret is no secret (decision 098): nothing is ever signed or accepted with it. */
const usable = (secret: string | null | undefined): string | null => (secret ? secret : null);

/**
 * What a lender's stored secrets (newest first) mean at `now`. A rotation replaces the secret in
 * effect and opens a 24-hour overlap during which the replaced one is still accepted and still
 * signs the broker's calls. A rotation inside an open overlap only replaces the pending secret
 * (decision 118): the secret in effect before the overlap and the overlap's end stay as they were,
 * so the lender's deployed secret never stops early and the broker never signs with an intermediate
 * one the lender may never have deployed. A first secret of a lender that had none applies at once:
 * there is nothing to overlap with (decision 098).
 */
function secretsFrom(cipher: FieldCipher, lender: Lender, rows: readonly StoredSecret[], now: Date) {
  let current: StoredSecret | null = null;
  let previous: StoredSecret | 'file' | null = null;
  let until: number | null = null;
  for (const row of [...rows].reverse()) {
    const at = row.createdAt.getTime();
    if (until === null || at >= until) {
      previous = current ?? (usable(lender.secret) ? 'file' : null);
      until = previous ? at + SECRET_OVERLAP_MS : null;
    }
    current = row;
  }
  if (!current) return { current: usable(lender.secret), previous: null, previousUntil: null };
  const currentSecret = cipher.decrypt(current.secret, CONTEXT);
  if (!previous || until === null || now.getTime() >= until)
    return { current: currentSecret, previous: null, previousUntil: null };
  const previousSecret = previous === 'file' ? lender.secret : cipher.decrypt(previous.secret, CONTEXT);
  return { current: currentSecret, previous: previousSecret, previousUntil: new Date(until) };
}

/**
 * A lender's secrets as of `now` (decisions 081, 098, 118): the newest stored (rotated in the portal
 * or issued in the back office), else the panel configuration's (null: it has none); and, during
 * the overlap, the one in effect before it.
 */
export async function secretsOf(db: Executor, cipher: FieldCipher, lender: Lender, now: Date) {
  const rows = await db
    .select()
    .from(lenderSecrets)
    .where(eq(lenderSecrets.lenderId, lender.id))
    .orderBy(desc(lenderSecrets.createdAt), desc(lenderSecrets.id));
  return secretsFrom(cipher, lender, rows, now);
}

/** The secrets a signed call from the lender may use now: the current one, and the previous during the overlap. */
export async function acceptedSecrets(
  db: Executor,
  cipher: FieldCipher,
  lender: { id: string; secret: string },
  now: Date,
): Promise<string[]> {
  const { current, previous } = await secretsOf(db, cipher, lender, now);
  return [current, previous].filter((secret): secret is string => secret !== null);
}

/**
 * The secret the broker signs its own calls to the lender with (decision 081): the previous one
 * during the overlap, so the lender's endpoint keeps working while it deploys the new one; the new
 * one from the end of the overlap, or at once when it is the lender's first. Null: it has none.
 */
export async function outboundSecret(
  db: Executor,
  cipher: FieldCipher,
  lender: { id: string; secret: string },
  now: Date,
): Promise<string | null> {
  return (await outboundSecretsFor(db, cipher)([lender], now)).get(lender.id) ?? usable(lender.secret);
}

/**
 * Runs `work` in a transaction holding the lender's secret lock, so that a check of its secrets and
 * the new secret it leads to are one step: two admins issuing a first secret at once, or an admin
 * and the lender's portal, are served one after the other (the second sees the first's secret).
 */
export function withSecretLock<T>(db: Database, lenderId: string, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `lender-secret:${lenderId}`);
    return work(tx);
  });
}

/**
 * A new secret for the lender, stored encrypted and returned once (it is never shown again), by a
 * lender user in the portal or (null) an admin in the back office; with the end of the overlap
 * (null: it applies at once, the lender had no secret). Run it under `withSecretLock`.
 */
export async function rotateSecret(
  db: Executor,
  cipher: FieldCipher,
  input: { lender: Lender; lenderUserId: string | null; now: Date },
): Promise<{ secret: string; previousValidUntil: Date | null }> {
  const secret = randomBytes(32).toString('hex');
  await db.insert(lenderSecrets).values({
    lenderId: input.lender.id,
    secret: cipher.encrypt(secret, CONTEXT),
    createdBy: input.lenderUserId,
    createdAt: input.now,
  });
  const { previousUntil } = await secretsOf(db, cipher, input.lender, input.now);
  return { secret, previousValidUntil: previousUntil };
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
 * lender of the panel in one query). Lenders with no stored secret keep the panel's secret.
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
      const own = rows.filter((row) => row.lenderId === lender.id);
      if (own.length === 0) continue;
      const { current, previous } = secretsFrom(cipher, lender, own, now);
      const secret = previous ?? current;
      if (secret) chosen.set(lender.id, secret);
    }
    return chosen;
  };

/** Which of these lenders have a secret stored (issued in the back office or rotated in the portal). */
export async function storedSecretIds(db: Executor, lenderIds: readonly string[]): Promise<Set<string>> {
  if (lenderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ lenderId: lenderSecrets.lenderId })
    .from(lenderSecrets)
    .where(inArray(lenderSecrets.lenderId, [...lenderIds]));
  return new Set(rows.map((row) => row.lenderId));
}
