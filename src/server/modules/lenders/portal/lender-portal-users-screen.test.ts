import { describe, expect, it } from 'vitest';
import { adminSession } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { uniqueEmail } from '#tests/support/unique.ts';
import { panelFile } from '../inbound/inbound.fixtures.ts';
import { enrolledLenderUser } from './portal.fixtures.ts';

// The Users screen's "Add a user" posted as the browser posts it without script (decision 130: read
// with readForm and the shared schema): a refused form says why in the schema's or the service's
// words, marks the field and keeps what was typed; an accepted one shows the one-time password.
const LENDER = `users-screen-${Math.random().toString(36).slice(2, 8)}`;
const { app, db } = await createTestApp({ env: { LENDER_PANEL: panelFile([{ id: LENDER }]) } });
const admin = await adminSession(app, db.db);
const lenderAdmin = await enrolledLenderUser(app, admin.cookie, LENDER);

const add = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/lenders/users',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      cookie: lenderAdmin.cookie,
    },
    payload: new URLSearchParams({ intent: 'add', ...fields }).toString(),
  });
const emailInput = (body: string) => /<input[^>]*id="email"[^>]*>/.exec(body)?.[0] ?? '';

describe('the Users screen’s add form, without script', () => {
  it('refuses an address the schema does not take, in its words, on the field, keeping it', async () => {
    // The browser's type="email" lets "someone@example" through; the shared schema does not.
    const refused = await add({ email: 'someone@example', role: 'admin' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/role="alert"[^>]*>.*Enter an email address/s);
    expect(emailInput(refused.body)).toContain('aria-invalid="true"');
    expect(emailInput(refused.body)).toContain('value="someone@example"');
    expect(refused.body).toMatch(/<option value="admin" selected=""/);
  });

  it('adds a user with its one-time password; the same address again is refused by the service', async () => {
    const email = uniqueEmail('screen-added');
    const added = await add({ email, role: 'user' });
    expect(added.statusCode).toBe(200);
    expect(added.body.replaceAll('<!-- -->', '')).toContain(`${email} added.`);
    expect(added.body).toMatch(/data-testid="one-time-password"[^>]*>[A-Za-z0-9]{20}</);
    const again = await add({ email, role: 'user' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('A lender user with this email already exists');
    expect(emailInput(again.body)).toContain(`value="${email}"`);
  });
});
