// Unique test data that any test runner may import (no Vitest or Playwright at run time).
import { randomBytes } from 'node:crypto';

export const uniqueEmail = (label = 'user'): string => `${label}.${randomBytes(6).toString('hex')}@example.com`;

/**
 * A random client address in 10/8. Rate-limit counters live in the database, which on the
 * PostgreSQL project outlives a test run: fixed addresses would carry counts into the next run.
 */
export const uniqueIp = (): string => `10.${[...randomBytes(3)].join('.')}`;

/**
 * A distinct valid UK mobile: 07911 0xxxxx-2xxxxx, ranges libphonenumber knows as allocated (it
 * rejects 07911 3xxxxx-6xxxxx and 9xxxxx, and the 07700 900 drama range), so the mobile check passes.
 */
export const uniqueMobile = (): string => `07911${String(randomBytes(3).readUIntBE(0, 3) % 300_000).padStart(6, '0')}`;

/** A unique word for names a test searches for (letters and digits only). */
export const uniqueName = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A surname of its own for each test applicant (letters only, as a name is typed): applicants
 * sharing name, birth date and postcode are possible duplicates (ADR 051, issue 41.3).
 */
export const uniqueSurname = (surname: string): string =>
  `${surname}-${[...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
