import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { cookiesFrom, createTestApp } from '#tests/support/test-app.ts';
import { uniqueEmail } from '#tests/support/unique.ts';

// The application screens through React Router's request handler (decision 033): plain form
// posts, checked by the step schema and saved through the JSON API, as a browser without script
// sends them.

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp());
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
  payload: new URLSearchParams(fields).toString(),
});

const step1 = { loanAmount: '1000', loanTerm: '12', loanPurpose: '7' };
const personal = (email: string) => ({
  title: '4',
  firstName: 'Olivia',
  lastName: 'Testington',
  email,
  mobilePhone: '07911 123456',
  'dateOfBirth.day': '1',
  'dateOfBirth.month': '5',
  'dateOfBirth.year': '1990',
});

describe('application steps as plain HTML forms', () => {
  it('renders step 1 in full, its scripts carrying the nonce of its CSP', async () => {
    const page = await app.inject({ method: 'GET', url: '/apply' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect(page.body).toContain('name="loanAmount"');
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('is compressed for a browser that takes it', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const page = await app.inject({ method: 'GET', url: '/apply', headers });
    expect(page.headers['content-encoding']).toBe('br');
  });

  it('a valid step is saved and answered 303 to the next step; the draft holds it', async () => {
    const posted = await app.inject({ method: 'POST', url: '/apply', ...form(step1) });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/apply/personal');
    const cookie = cookiesFrom(posted);
    expect(cookie).toContain('sid=');
    const draft = await app.inject({ method: 'GET', url: '/api/application', headers: { cookie } });
    expect(draft.json()).toMatchObject({ loanAmount: 1000, loanTerm: 12, loanPurpose: 7, completedSteps: [1] });

    const email = uniqueEmail('nojs');
    const next = await app.inject({
      method: 'POST',
      url: '/apply/personal',
      headers: { ...form({}).headers, cookie },
      payload: new URLSearchParams(personal(email)).toString(),
    });
    expect(next.statusCode).toBe(303);
    expect(next.headers.location).toBe('/apply/address');
    const saved = (await app.inject({ method: 'GET', url: '/api/application', headers: { cookie } })).json();
    expect(saved).toMatchObject({ email, mobilePhone: '07911123456', dateOfBirth: '1990-05-01' });
  });

  it('a mistake answers the same step with the error summary, the message and everything typed', async () => {
    const first = await app.inject({ method: 'POST', url: '/apply', ...form(step1) });
    const cookie = cookiesFrom(first);
    const answer = await app.inject({
      method: 'POST',
      url: '/apply/personal',
      headers: { ...form({}).headers, cookie },
      payload: new URLSearchParams({ ...personal('not-an-email'), firstName: 'Olivia' }).toString(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('There is a problem');
    expect(answer.body).toMatch(/href="#email"[^>]*>[^<]*email address/i);
    expect(answer.body).toContain('value="Olivia"');
    expect(answer.body).toContain('value="not-an-email"');
    const draft = (await app.inject({ method: 'GET', url: '/api/application', headers: { cookie } })).json();
    expect(draft.completedSteps).toEqual([1]);
  });

  it('a date of birth that does not exist is named in the words the screen uses with script', async () => {
    const first = await app.inject({ method: 'POST', url: '/apply', ...form(step1) });
    const cookie = cookiesFrom(first);
    const post = async (day: string, month: string) =>
      app.inject({
        method: 'POST',
        url: '/apply/personal',
        headers: { ...form({}).headers, cookie },
        payload: new URLSearchParams({
          ...personal(uniqueEmail('date')),
          'dateOfBirth.day': day,
          'dateOfBirth.month': month,
        }).toString(),
      });
    const impossible = await post('31', '2');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.body).toMatch(/href="#dateOfBirth"[^>]*>Date of birth must be a real date</);
    expect(impossible.body).not.toContain('Invalid date format');
    const noMonth = await post('12', '');
    expect(noMonth.body).toMatch(/href="#dateOfBirth"[^>]*>Date of birth must include a month</);
  });

  it('a step opened before the earlier ones are done goes to the first one needing answers', async () => {
    const answer = await app.inject({ method: 'GET', url: '/apply/bank' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/apply?notice=earlier-step');
  });

  it('saves a step posted at another name of this host (127.0.0.1 for localhost), its Origin that name', async () => {
    // React Router refuses an action whose Origin is not the request's own: the request is the
    // address the browser used, so a visitor at 127.0.0.1 is not told the save failed.
    const host = '127.0.0.1:3000';
    // Without script the browser posts the document; with it React Router posts to `.data`.
    for (const url of ['/apply', '/apply.data']) {
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: { ...form({}).headers, host, origin: `http://${host}` },
        payload: new URLSearchParams(step1).toString(),
      });
      expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBeLessThan(400);
      const cookie = cookiesFrom(answer);
      const draft = await app.inject({ method: 'GET', url: '/api/application', headers: { cookie } });
      expect(draft.json()).toMatchObject({ completedSteps: [1] });
    }
  });

  it('refuses a step posted with the Origin of another site, and saves nothing', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/apply',
      headers: { ...form({}).headers, origin: 'http://attacker.example' },
      payload: new URLSearchParams(step1).toString(),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a form posted from another site, and saves nothing', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/apply',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams(step1).toString(),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a post that is not a form (415), and saves nothing', async () => {
    const answer = await app.inject({ method: 'POST', url: '/apply', payload: { loanAmount: 500 } });
    expect(answer.statusCode).toBe(415);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('an unknown application address is a 404 page', async () => {
    const answer = await app.inject({ method: 'GET', url: '/apply/no-such-screen' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('Page not found');
  });

  it('the back office is sent as its shell, the login form disabled until its script runs', async () => {
    const answer = await app.inject({ method: 'GET', url: '/admin/login' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Admin login');
    expect(answer.body).toMatch(/<input[^>]*disabled/);
  });
});
