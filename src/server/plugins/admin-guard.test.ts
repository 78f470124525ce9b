import { describe, expect, it } from 'vitest';
import { adminSession, createAdmin, SAME_ORIGIN } from '#tests/support/admins.ts';
import { cookiesFrom, createTestApp, uniqueIp } from '#tests/support/test-app.ts';
import { isGuardedRoute } from './admin-guard.ts';

const { app, db } = await createTestApp({ siteRoot: null });

/** Every registered route with its methods, read from Fastify's own route tree. */
function registeredRoutes(): { url: string; methods: string[] }[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: { url: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(?<indent>[│ ]*)[├└]── (?<path>\S+)(?: \((?<methods>[^)]+)\))?/.exec(line);
    if (!match?.groups) continue;
    const depth = (match.groups.indent ?? '').length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match.groups.path;
    stack[depth] = url;
    if (match.groups.methods)
      routes.push({ url, methods: match.groups.methods.split(', ').filter((m) => m !== 'HEAD') });
  }
  return routes;
}

const concrete = (url: string) =>
  url.replace(/:id\b/g, '00000000-0000-4000-8000-000000000000').replace(/:[A-Za-z]+/g, 'x');

describe('admin guard', () => {
  it('finds the admin routes in the route tree (the sweep below is not empty)', () => {
    const urls = registeredRoutes().map((r) => r.url);
    for (const url of [
      '/api/admin/applications',
      '/api/admin/applications/:id',
      '/api/analytics/funnel',
      '/api/abtest/create',
      '/api/admin/login',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('answers 401 without an admin session on EVERY guarded route', async () => {
    const guarded = registeredRoutes().filter((r) => isGuardedRoute(r.url));
    expect(guarded.length).toBeGreaterThanOrEqual(12);
    for (const route of guarded) {
      for (const method of route.methods) {
        const response = await app.inject({
          method: method as 'GET',
          url: concrete(route.url),
          headers: SAME_ORIGIN,
          payload: method === 'GET' ? undefined : {},
        });
        expect(`${method} ${route.url} → ${response.statusCode}`).toBe(`${method} ${route.url} → 401`);
        expect(`${method} ${route.url} cache-control: ${String(response.headers['cache-control'])}`).toBe(
          `${method} ${route.url} cache-control: no-store`,
        );
      }
    }
  });

  it('answers Cache-Control: no-store on EVERY /api/admin route, with or without a session', async () => {
    const { cookie } = await adminSession(app, db.db);
    const adminRoutes = registeredRoutes().filter((r) => r.url.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
    for (const route of adminRoutes) {
      for (const method of route.methods) {
        for (const headers of [SAME_ORIGIN, { ...SAME_ORIGIN, cookie }]) {
          const response = await app.inject({
            method: method as 'GET',
            url: concrete(route.url),
            headers,
            payload: method === 'GET' ? undefined : {},
            remoteAddress: uniqueIp(),
          });
          expect(
            `${method} ${route.url} (${response.statusCode}) ` +
              `cache-control: ${String(response.headers['cache-control'])}`,
          ).toBe(`${method} ${route.url} (${response.statusCode}) cache-control: no-store`);
        }
      }
    }
    const unknown = await app.inject({ method: 'GET', url: '/api/admin/no-such-route', headers: { cookie } });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('an enrolment-only session gets 403 on EVERY guarded route but the enrolment calls', async () => {
    const admin = await createAdmin(db.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: SAME_ORIGIN,
      payload: admin,
      remoteAddress: uniqueIp(),
    });
    const cookie = cookiesFrom(login);
    const allowed = new Set(['GET /api/admin/totp', 'POST /api/admin/totp/setup', 'POST /api/admin/totp/confirm']);
    for (const route of registeredRoutes().filter((r) => isGuardedRoute(r.url))) {
      for (const method of route.methods.filter((m) => !allowed.has(`${m} ${route.url}`))) {
        const response = await app.inject({
          method: method as 'GET',
          url: concrete(route.url),
          headers: { ...SAME_ORIGIN, cookie },
          payload: method === 'GET' ? undefined : {},
        });
        expect(`${method} ${route.url} → ${response.statusCode} ${response.body}`).toBe(
          `${method} ${route.url} → 403 {"message":"Two-factor enrolment required","mfaEnrolmentRequired":true}`,
        );
      }
    }
  });

  it('guards every /api/admin route except login, check-auth and logout, plus funnel and the test manager', () => {
    expect(isGuardedRoute('/api/admin/anything-new')).toBe(true);
    expect(isGuardedRoute('/api/admin/login')).toBe(false);
    expect(isGuardedRoute('/api/abtest/assign/:testId')).toBe(false);
    expect(isGuardedRoute('/api/abtest/delete')).toBe(true);
    expect(isGuardedRoute('/api/analytics/track')).toBe(false);
  });

  it('a visitor session cookie is not an admin session', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/abtest/assign/none_such' });
    const forged = visitor.cookies[0]?.value ?? 'x'.repeat(43);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/applications',
      headers: { cookie: `admin_sid=${forged}; sid=${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a cross-site state change even with a valid admin session', async () => {
    const { cookie } = await adminSession(app, db.db);
    const payload = {
      testId: 'csrf_probe',
      name: 'x',
      description: '',
      variants: [
        { id: 'control', name: 'A', weight: 0.5 },
        { id: 'variant_a', name: 'B', weight: 0.5 },
      ],
    };
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/abtest/create',
      headers: { cookie, origin: 'https://evil.example' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({
      message: 'Cross-site request refused: the back office works only at http://localhost:3000/admin (PUBLIC_URL)',
    });
    const noOrigin = await app.inject({ method: 'POST', url: '/api/abtest/create', headers: { cookie }, payload });
    expect(noOrigin.statusCode).toBe(403);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/abtest/create',
      headers: { cookie, ...SAME_ORIGIN },
      payload: { ...payload, testId: `csrf_ok_${Date.now()}` },
    });
    expect(sameOrigin.statusCode).toBe(201);
  });
});
