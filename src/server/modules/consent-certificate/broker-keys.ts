import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { brokerSigningKeys } from '#server/db/schema/index.ts';

// The broker's Ed25519 signing key (decision 138): the private key from BROKER_SIGNING_KEY (in
// production from the environment, elsewhere generated once into DATA_DIR by env.ts); the public
// half of every key ever used is kept in broker_signing_keys and published, so a certificate signed
// before a rotation still verifies.

/** One published key, as GET /.well-known/broker-keys.json lists it. */
export type PublishedKey = { kid: string; alg: 'Ed25519'; publicKey: string };

/** The raw 32 bytes of an Ed25519 public key (the JWK's `x`). */
export const rawPublicKey = (key: KeyObject): Buffer => Buffer.from(key.export({ format: 'jwk' }).x ?? '', 'base64url');

/** First 16 hex of the SHA-256 of the raw public key. */
export const kidOf = (raw: Buffer): string => createHash('sha256').update(raw).digest('hex').slice(0, 16);

/** A public key object from the base64 of its raw 32 bytes (how the list publishes it). */
export const publicKeyFromRaw = (base64: string): KeyObject =>
  createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(base64, 'base64').toString('base64url') },
    format: 'jwk',
  });

/** base64 Ed25519 signature over the UTF-8 bytes of JSON.stringify(value). */
export const signJson = (key: KeyObject, value: unknown): string =>
  sign(null, Buffer.from(JSON.stringify(value), 'utf8'), key).toString('base64');

/** Whether `signature` (base64) is the key's Ed25519 signature over JSON.stringify(value). */
export function verifyJson(publicKeyBase64: string, value: unknown, signature: string): boolean {
  try {
    return verify(
      null,
      Buffer.from(JSON.stringify(value), 'utf8'),
      publicKeyFromRaw(publicKeyBase64),
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}

export type BrokerSigner = {
  kid: string;
  /** base64 of the raw 32-byte public key. */
  publicKey: string;
  /** Signs a value; the key's public half is stored (listed) before its first signature. */
  sign: (value: unknown) => Promise<string>;
};

/** The signer of BROKER_SIGNING_KEY (base64 PKCS#8 DER, checked by the env schema). */
export function brokerSigner(db: Database, privateKeyBase64: string, now: () => Date): BrokerSigner {
  const privateKey = createPrivateKey({ key: Buffer.from(privateKeyBase64, 'base64'), format: 'der', type: 'pkcs8' });
  const raw = rawPublicKey(createPublicKey(privateKey));
  const kid = kidOf(raw);
  let listed: Promise<unknown> | undefined;
  const list = () =>
    (listed ??= db
      .insert(brokerSigningKeys)
      .values({ kid, publicKey: raw.toString('base64'), firstUsedAt: now() })
      .onConflictDoNothing()
      .catch((error: unknown) => {
        listed = undefined; // a failed insert (database down) is tried again by the next signature
        throw error;
      }));
  return {
    kid,
    publicKey: raw.toString('base64'),
    async sign(value) {
      await list();
      return signJson(privateKey, value);
    },
  };
}

/** Every key the broker has signed with, oldest first, with the current one even before its first signature. */
export async function publishedKeys(db: Database, current: BrokerSigner): Promise<PublishedKey[]> {
  const rows = await db
    .select({ kid: brokerSigningKeys.kid, publicKey: brokerSigningKeys.publicKey })
    .from(brokerSigningKeys)
    .orderBy(asc(brokerSigningKeys.firstUsedAt), asc(brokerSigningKeys.kid));
  if (!rows.some((row) => row.kid === current.kid)) rows.push({ kid: current.kid, publicKey: current.publicKey });
  return rows.map((row) => ({ kid: row.kid, alg: 'Ed25519' as const, publicKey: row.publicKey }));
}
