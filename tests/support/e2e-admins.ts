// Admins of the browser tests, each with a fixed TOTP secret. A TOTP code is accepted once per
// account and 30-second step, so parallel tests sign in as different accounts of a pool.
import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const E2E_PASSWORD = 'e2e-admin-password-123';
export const E2E_POOL_SIZE = 40;

const secretFor = (label: string): string =>
  new Secret({ buffer: Uint8Array.from(createHash('sha1').update(`e2e-totp:${label}`).digest()).buffer }).base32;

/** The admin the e2e server creates from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_TOTP_SECRET. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: E2E_PASSWORD, totpSecret: secretFor('main') };

/** The n-th admin of the pool (created enrolled by tests/support/e2e-server.ts). */
export const poolAdmin = (n: number) => ({
  email: `e2e-pool-${n}@example.com`,
  password: E2E_PASSWORD,
  totpSecret: secretFor(`pool-${n}`),
});

export const totpAt = (secret: string, timestamp: number): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
