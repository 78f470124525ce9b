// Decision 126: the screens' loaders and actions call the request's services, never the project's own
// JSON API in-process. Every request Fastify routes is recorded: a step posted as the browser posts it
// (form-encoded, no script) must be the only request served, and its answers must be in the database.
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { cookiesFrom, createTestApp } from '#tests/support/test-app.ts';

let app: App;
const served: string[] = [];

/** Adds, to every route, a first onRequest hook that records the URL it serves. */
function recordEveryRequest(route: RouteOptions) {
  const record = async (request: { url: string }) => void served.push(request.url);
  const own = route.onRequest;
  route.onRequest = [record, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
}

beforeAll(async () => {
  ({ app } = await createTestApp({ onRoute: recordEveryRequest }));
});

const form = (fields: Record<string, string>, cookie?: string) => ({
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    'sec-fetch-site': 'same-origin',
    ...(cookie ? { cookie } : {}),
  },
  payload: new URLSearchParams(fields).toString(),
});

describe('screens on services', () => {
  it('a step posted as a form is saved through the services in that one request', async () => {
    served.length = 0;
    const posted = await app.inject({
      method: 'POST',
      url: '/apply',
      ...form({ loanAmount: '1500', loanTerm: '12', loanPurpose: '7' }),
    });
    expect(posted.statusCode).toBe(303);
    expect(served).toEqual(['/apply']);

    // The draft is there, read through the JSON route (a thin adapter over the same service).
    const cookie = cookiesFrom(posted);
    const draft = await app.inject({ method: 'GET', url: '/api/application', headers: { cookie } });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ loanAmount: 1500, loanTerm: 12, completedSteps: [1] });
  });

  it("a screen's loader reads the draft through the services in that one request", async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/apply',
      ...form({ loanAmount: '2500', loanTerm: '24', loanPurpose: '7' }),
    });
    const cookie = cookiesFrom(first);
    served.length = 0;
    const page = await app.inject({ method: 'GET', url: '/apply', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="2500"');
    expect(served).toEqual(['/apply']);
  });

  it('a refused step answers the screen with its problems, saving nothing', async () => {
    served.length = 0;
    const refused = await app.inject({ method: 'POST', url: '/apply', ...form({ loanAmount: '1500' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('There is a problem');
    expect(served).toEqual(['/apply']);
    expect(refused.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});
