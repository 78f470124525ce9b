import { randomUUID } from 'node:crypto';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { loanApplications } from '#server/db/schema/index.ts';
import { upsertAdminPassword } from '#server/modules/admin/admin-users.repository.ts';
import { hashPassword } from '#server/modules/admin/passwords.ts';
import { cookiesFrom, uniqueEmail } from './test-app.ts';

/** Headers of a same-origin browser request to the test app (PUBLIC_URL http://localhost:3000). */
export const SAME_ORIGIN = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } as const;

export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

/** A new admin user with a unique email. */
export async function createAdmin(db: Database, password = TEST_ADMIN_PASSWORD): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('admin');
  await upsertAdminPassword(db, email, await hashPassword(password));
  return { email, password };
}

/** Logs in through the API and returns the cookie header of the admin session. */
export async function loginAdmin(app: App, credentials: { email: string; password: string; totp?: string }, ip = '10.0.0.1'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', headers: SAME_ORIGIN, payload: credentials, remoteAddress: ip });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return cookiesFrom(response);
}

/** A signed-in admin: its credentials and the cookie header to send. */
export async function adminSession(app: App, db: Database): Promise<{ email: string; cookie: string }> {
  const admin = await createAdmin(db);
  return { email: admin.email, cookie: await loginAdmin(app, admin) };
}

/** Inserts an application row directly (admin tests read applications; the flow has its own tests). */
export async function insertApplication(db: Database, values: Partial<typeof loanApplications.$inferInsert> = {}) {
  const [row] = await db
    .insert(loanApplications)
    .values({ sessionId: randomUUID(), firstName: 'Test', lastName: 'Applicant', email: uniqueEmail('applicant'), loanAmount: 500, loanTerm: 6, ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
