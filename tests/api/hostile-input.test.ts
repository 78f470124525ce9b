import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SAVEABLE_STEPS, stepFieldKeys } from '#server/modules/applications/step-fields.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { encodeAll, hostile } from '#tests/support/hostile.ts';
import { createTestApp, uniqueIp } from '#tests/support/test-app.ts';

// Every registered route, found as the app registers it: a route added later is swept too.
const routes: { method: string; url: string; keys: string[] }[] = [];
const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};
const { app, db } = await createTestApp({
  onRoute: (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      // Logging out would end the admin session the sweep uses for every other admin route.
      if (method === 'HEAD' || method === 'OPTIONS' || route.url.endsWith('/logout')) continue;
      const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
      routes.push({ method, url: route.url, keys: [...keysOf(schema?.body), ...keysOf(schema?.querystring)] });
    }
  },
});
const admin = await adminSession(app, db.db);

// Field names the routes read, so hostile text reaches services and the database, not only the schema.
const FIELDS = [
  'email',
  'password',
  'totp',
  'code',
  'name',
  'message',
  'phone',
  'subject',
  'q',
  'source',
  'status',
  'page',
  'postcode',
  'containerId',
  'id',
  'event',
  'slot',
  'testId',
  'firstName',
  'lastName',
  'title',
  'loanAmount',
  'loanPurpose',
  'addressLine1',
  'from',
  'to',
  'reason',
  'notes',
  'expires',
  'sig',
  ...SAVEABLE_STEPS.flatMap((step) => stepFieldKeys(step)),
];
const requestFor = (keys: string[]) =>
  fc.record({
    where: fc.constantFrom('path', 'query', 'body'),
    value: hostile,
    // Mostly the route's own fields (those reach its service); sometimes any known field name.
    fields:
      keys.length > 0
        ? fc.oneof(
            { arbitrary: fc.subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) }), weight: 3 },
            { arbitrary: fc.subarray(FIELDS, { minLength: 1, maxLength: 3 }), weight: 1 },
          )
        : fc.subarray(FIELDS, { minLength: 1, maxLength: 3 }),
  });

function urlFor(template: string, value: string, inPath: boolean): string {
  const filled = template
    .replace(/:[A-Za-z]+(\([^)]*\))?/g, inPath ? encodeAll(value) : 'x')
    .replace(/\*$/, inPath ? encodeAll(value) : 'x');
  return filled;
}

describe('hostile input on every route', () => {
  it('finds the routes of the whole app', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/validation/address/search' }));
  });

  async function send(
    route: { method: string; url: string },
    where: string,
    value: string,
    fields: string[],
  ): Promise<string | null> {
    const values = Object.fromEntries(fields.map((field) => [field, value]));
    const query = where === 'query' ? `?${fields.map((f) => `${f}=${encodeAll(value)}`).join('&')}` : '';
    const withBody = where === 'body' && route.method !== 'GET' && route.method !== 'DELETE';
    const response = await app.inject({
      method: route.method as 'GET',
      url: `${urlFor(route.url, value, where === 'path')}${query}`,
      headers: { cookie: admin.cookie, ...SAME_ORIGIN, ...(withBody ? { 'content-type': 'application/json' } : {}) },
      remoteAddress: uniqueIp(),
      ...(withBody ? { payload: JSON.stringify(values) } : {}),
    });
    if (response.statusCode < 500) return null;
    return (
      `${route.method} ${route.url} ${where} ` +
      `${fields.join(',')}=${JSON.stringify(value).slice(0, 40)} → ` +
      `${response.statusCode} ${response.body.slice(0, 120)}`
    );
  }

  it('never answers 5xx to NUL, a lone surrogate or 5,000 characters in any field of any route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const value of ['a\u0000b', 'x\ud800', 'x'.repeat(5_000)]) {
        if (route.url.includes(':') || route.url.endsWith('*'))
          failures.push(...[await send(route, 'path', value, ['x'])].filter((f) => f !== null));
        for (const field of route.keys.length > 0 ? route.keys : ['q', 'source']) {
          for (const where of ['query', 'body'])
            failures.push(...[await send(route, where, value, [field])].filter((f) => f !== null));
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('never answers 5xx to random hostile strings in path, query or body (property)', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(requestFor(route.keys), async ({ where, value, fields }) => {
            const failure = await send(route, where, value, fields);
            if (failure) failures.push(failure);
            return failure === null;
          }),
          { numRuns: 12, seed: 1717 + route.url.length },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('refuses NUL and lone surrogates with a 400 in the contract shape', async () => {
    for (const bad of ['a\u0000b', 'x\ud800']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        remoteAddress: uniqueIp(),
        payload: JSON.stringify({ name: 'Ann', email: 'ann@example.com', message: `hello ${bad}` }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Validation failed',
        errors: [{ path: 'message', message: 'Contains characters that are not allowed' }],
      });
    }
    const search = await app.inject({
      method: 'GET',
      url: `/api/validation/address/search?postcode=${'A'.repeat(5_000)}`,
      remoteAddress: uniqueIp(),
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ message: 'Validation failed' });
  });
});
