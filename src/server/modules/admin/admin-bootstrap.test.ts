import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUsers } from '#server/db/schema/index.ts';
import type { Database } from '#server/db/client.ts';
import { testDatabase, uniqueEmail } from '../../../../tests/support/test-app.ts';
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from './admin-bootstrap.ts';
import { findAdminByEmail } from './admin-users.repository.ts';
import { verifyPassword } from './passwords.ts';

const { db } = await testDatabase();
const silent = { info: () => undefined };

describe('admin bootstrap', () => {
  it('creates the ADMIN_EMAIL admin, then resets its password on the next boot', async () => {
    const email = uniqueEmail('boot');
    await bootstrapAdmin(db, { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'first-password-123' }, silent);
    const created = await findAdminByEmail(db, email);
    expect(await verifyPassword(created!.passwordHash, 'first-password-123')).toBe(true);
    await bootstrapAdmin(db, { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'second-password-456' }, silent);
    const reset = await findAdminByEmail(db, email);
    expect(reset!.id).toBe(created!.id);
    expect(await verifyPassword(reset!.passwordHash, 'second-password-456')).toBe(true);
    expect(await verifyPassword(reset!.passwordHash, 'first-password-123')).toBe(false);
  });

  it('with no admin at all, creates admin@localhost and prints a one-time password once', async () => {
    class Rollback extends Error {}
    const printed: string[] = [];
    await db
      .transaction(async (tx) => {
        const t = tx as unknown as Database;
        await t.delete(adminUsers).where(eq(adminUsers.email, adminUsers.email));
        await bootstrapAdmin(t, {}, silent, (text) => printed.push(text));
        const password = /password: (\S+)/.exec(printed[0] ?? '')?.[1] ?? '';
        expect(password).toHaveLength(20);
        const admin = await findAdminByEmail(t, DEFAULT_ADMIN_EMAIL);
        expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);
        await bootstrapAdmin(t, {}, silent, (text) => printed.push(text));
        expect(printed).toHaveLength(1);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });
});
