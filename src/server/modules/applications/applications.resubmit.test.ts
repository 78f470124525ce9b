import { describe, expect, it } from 'vitest';
import { hmacHex } from '#server/lib/crypto.ts';
import { createTestApp, testEnv } from '#tests/support/test-app.ts';
import { completeSteps, CONSENT, visitor } from '#tests/support/applications.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';
import { createResubmitLink, RESUBMIT_LINK_TTL_MS } from '#server/lib/resubmit-link.ts';

const fake = fakePanel({ status: 'pending' });
const { app, clock } = await createTestApp({ siteRoot: null, lenderPanel: fake.panel });
const env = testEnv();

/** The API call the resubmit page makes for a page link `/apply/resubmit?sessionId&expires&sig`. */
function apiUrl(pageLink: string): string {
  const query = new URL(pageLink, 'http://x').searchParams;
  const sessionId = encodeURIComponent(query.get('sessionId')!);
  return `/api/application/resubmit/${sessionId}?expires=${query.get('expires')}&sig=${query.get('sig')}`;
}

async function submittedApplication() {
  const v = visitor(app);
  await completeSteps(v);
  await v.call('POST', '/api/application/submit', CONSENT);
  const draft = (await v.call('GET', '/api/application')).json() as { sessionId: string; resubmitUrl: string };
  return { v, ...draft };
}

const post = (url: string) => app.inject({ method: 'POST', url });

describe('resubmit links', () => {
  it('createResubmitLink signs sessionId.expires with the link key from SESSION_SECRET, valid 30 minutes', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const link = createResubmitLink(env, 'abc_DEF-123', now);
    const query = new URL(link, 'http://x').searchParams;
    expect(link.startsWith('/apply/resubmit?')).toBe(true);
    expect(query.get('sessionId')).toBe('abc_DEF-123');
    expect(Number(query.get('expires'))).toBe(now.getTime() + RESUBMIT_LINK_TTL_MS);
    expect(query.get('sig')).toBe(hmacHex(env.keys.linkSecret, `abc_DEF-123.${query.get('expires')}`));
  });

  it('links and cookies use different keys: a link signed with the cookie key or raw secret fails', async () => {
    expect(env.keys.linkSecret).not.toBe(env.keys.cookieSecret);
    expect([env.keys.linkSecret, env.keys.cookieSecret]).not.toContain(env.SESSION_SECRET);
    const { sessionId } = await submittedApplication();
    const expires = clock.now().getTime() + 60_000;
    for (const key of [env.keys.cookieSecret, env.SESSION_SECRET]) {
      const forged = await post(
        `/api/application/resubmit/${sessionId}?expires=${expires}&sig=${hmacHex(key, `${sessionId}.${expires}`)}`,
      );
      expect(forged.statusCode).toBe(403);
    }
    const sig = hmacHex(env.keys.linkSecret, `${sessionId}.${expires}`);
    const genuine = await post(`/api/application/resubmit/${sessionId}?expires=${expires}&sig=${sig}`);
    expect(genuine.statusCode, genuine.body).toBe(200);
  });

  it('GET /api/application offers a working link; it needs no cookie and works once', async () => {
    const { resubmitUrl, sessionId } = await submittedApplication();
    expect(new URL(resubmitUrl, 'http://x').searchParams.get('sessionId')).toBe(sessionId);
    const first = await post(apiUrl(resubmitUrl));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'pending' });
    const again = await post(apiUrl(resubmitUrl));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: 'This link has already been used' });
    // A fresh link (another expiry) for the same application answers the stored outcome, never a second lead.
    clock.advance(1000);
    const fresh = await post(apiUrl(createResubmitLink(env, sessionId, clock.now())));
    expect(fresh.json()).toEqual({ status: 'pending' });
    expect(fake.calls.filter((id) => id === fake.calls.at(-1))).toHaveLength(1);
  });

  it('checks expiry first (410), then the signature (403)', async () => {
    const { sessionId } = await submittedApplication();
    const past = clock.now().getTime() - 1;
    const expiredBadSig = await post(`/api/application/resubmit/${sessionId}?expires=${past}&sig=${'0'.repeat(64)}`);
    expect(expiredBadSig.statusCode).toBe(410);
    expect(expiredBadSig.json()).toEqual({ message: 'This link has expired for security reasons' });

    const future = clock.now().getTime() + 60_000;
    const wrongSig = hmacHex('another-secret-another-secret-another', `${sessionId}.${future}`);
    for (const sig of [wrongSig, '', 'not-hex']) {
      const response = await post(`/api/application/resubmit/${sessionId}?expires=${future}&sig=${sig}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Invalid resubmit link' });
    }
    // A signature for another application or another expiry does not transfer.
    const other = createResubmitLink(env, 'someone-else', clock.now());
    const sig = new URL(other, 'http://x').searchParams.get('sig');
    expect((await post(`/api/application/resubmit/${sessionId}?expires=${future}&sig=${sig}`)).statusCode).toBe(403);
  });

  it('expires 30 minutes after issue', async () => {
    const { sessionId } = await submittedApplication();
    const link = createResubmitLink(env, sessionId, clock.now());
    clock.advance(RESUBMIT_LINK_TTL_MS + 1);
    expect((await post(apiUrl(link))).statusCode).toBe(410);
  });

  it('answers 409 for a draft without using up the link, and 404 for an unknown application', async () => {
    const v = visitor(app);
    await completeSteps(v);
    const { resubmitUrl } = (await v.call('GET', '/api/application')).json() as { resubmitUrl: string };
    expect((await post(apiUrl(resubmitUrl))).statusCode).toBe(409);
    await v.call('POST', '/api/application/submit', CONSENT);
    expect((await post(apiUrl(resubmitUrl))).statusCode).toBe(200);
    expect((await post(apiUrl(createResubmitLink(env, 'no-such-application', clock.now())))).statusCode).toBe(404);
  });

  it('gives the link back when the panel fails, so it can be tried again', async () => {
    const { resubmitUrl } = await submittedApplication();
    fake.state.fail = true;
    try {
      expect((await post(apiUrl(resubmitUrl))).statusCode).toBe(503);
    } finally {
      fake.state.fail = false;
    }
    expect((await post(apiUrl(resubmitUrl))).json()).toEqual({ status: 'pending' });
    expect((await post(apiUrl(resubmitUrl))).statusCode).toBe(410);
  });
});
