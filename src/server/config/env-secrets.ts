import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Whether the value is BROKER_SIGNING_KEY's form: an Ed25519 private key, base64 of its PKCS#8 DER. */
export function isEd25519PrivateKey(value: string): boolean {
  try {
    const key = createPrivateKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'pkcs8' });
    return key.asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

/** A new Ed25519 private key as BROKER_SIGNING_KEY holds it (base64 PKCS#8 DER). */
export const newBrokerSigningKey = (): string =>
  generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');

/**
 * Outside production a missing secret is generated once and kept in DATA_DIR (mode 0600), so a
 * restart keeps sessions valid and encrypted bank details readable.
 */
export function persistedSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = make();
  try {
    writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process sharing DATA_DIR made it first (tests in parallel): theirs is the one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return value;
}
