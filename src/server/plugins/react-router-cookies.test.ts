import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContext, type LoaderFunctionArgs, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantApi } from '#shared/applicant-api.ts';
import type { Services } from '#server/services.ts';
import { reactRouterPlugin } from './react-router.ts';

// The cookie jar the route loaders and actions carry through their in-process API calls (decision
// 033): the visitor's cookies, updated by what each call sets, and a cookie a call clears (Max-Age=0,
// or an Expires already past) no longer sent to the next call of the same request, as a browser would
// drop it. No screen of the product calls the API again after a call that clears a cookie (a sign-out
// redirects at once), so the request goes through the real plugin and React Router's request handler
// with a server build of one resource route, whose loader calls a clearing route and then one that
// echoes the cookies it was sent.

const BUILD_KEY = Symbol.for('react-router-cookies.test.build');
const apiKey = createContext<ApplicantApi>();

type Cookies = Record<string, string | undefined>;

async function loader({ context, params }: LoaderFunctionArgs) {
  const api = context.get(apiKey);
  const cleared = await api.call<{ received: Cookies }>('POST', `/api/t/clear/${params.how}`);
  const after = await api.call<{ received: Cookies }>('GET', '/api/t/cookies');
  return Response.json({ clearingCallReceived: cleared.body.received, nextCallReceived: after.body.received });
}

/** A route module without a component: a resource route, whose loader's Response is the answer. */
const resource = (module: object) => module as NonNullable<ServerBuild['routes'][string]>['module'];

const build = {
  entry: {
    module: {
      applicantApiContext: apiKey,
      servicesContext: createContext(),
      default: () => new Response('No document in this build', { status: 500 }),
    },
  },
  routes: {
    root: { id: 'root', path: '', module: resource({}) },
    'routes/jar': { id: 'routes/jar', parentId: 'root', path: 't/jar/:how', module: resource({ loader }) },
  },
  assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: 'test' },
  basename: '/',
  publicPath: '/',
  assetsBuildDirectory: 'client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  allowedActionOrigins: false,
} satisfies ServerBuild & { entry: { module: { applicantApiContext: unknown; servicesContext: unknown } } };

let app: FastifyInstance;
let buildDir: string;

beforeAll(async () => {
  // The plugin imports the server build from a file: this one hands over the build above.
  (globalThis as Record<symbol, unknown>)[BUILD_KEY] = build;
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'react-router-cookies-'));
  const serverBuild = path.join(buildDir, 'index.mjs');
  writeFileSync(
    serverBuild,
    `const build = globalThis[Symbol.for(${JSON.stringify(BUILD_KEY.description)})];\n` +
      'export const { entry, routes, assets, basename, publicPath, assetsBuildDirectory, future, ssr, isSpaMode, ' +
      'prerender, routeDiscovery, allowedActionOrigins } = build;\n',
  );

  app = Fastify();
  // The cookie parsing and writing of the session plugin, which the React Router plugin depends on.
  await app.register(fp(async (scope) => scope.register(cookie), { name: 'session' }));
  // The request's services, which the plugin hands to the routes beside the API (none used here).
  await app.register(
    fp(async (scope) => void scope.decorate('services', () => ({}) as Services), { name: 'services' }),
  );
  const echo = (request: { cookies: Cookies }) => ({ received: request.cookies });
  app.post('/api/t/clear/sign-out', async (request, reply) => {
    // What a sign-out does (admin-session.ts, lender-session.ts): Max-Age=0 and an Expires of 1970.
    reply.clearCookie('session', { path: '/' });
    reply.setCookie('fresh', 'new', { path: '/' });
    return echo(request);
  });
  // Each way of clearing alone, as another server (or a later @fastify/cookie) may write it.
  const clearedBy = { 'max-age': 'Max-Age=0', expires: 'Expires=Thu, 01 Jan 1970 00:00:00 GMT' };
  for (const [how, attribute] of Object.entries(clearedBy))
    app.post(`/api/t/clear/${how}`, async (request, reply) => {
      reply.header('set-cookie', [`session=; Path=/; ${attribute}`, 'fresh=new; Path=/']);
      return echo(request);
    });
  app.get('/api/t/cookies', async (request) => echo(request));
  await app.register(reactRouterPlugin, {
    serverBuild,
    publicUrl: 'http://localhost:3000',
    https: false,
    prefixes: ['/t'],
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  delete (globalThis as Record<symbol, unknown>)[BUILD_KEY];
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

const visit = (how: string) =>
  app.inject({ method: 'GET', url: `/t/jar/${how}`, headers: { cookie: 'session=abc; kept=1' } });

describe('the cookie jar of the in-process API calls of one request', () => {
  it.each([
    ['sign-out', 'reply.clearCookie (Max-Age=0 and an Expires of 1970)'],
    ['max-age', 'Max-Age=0 alone'],
    ['expires', 'an Expires already past alone'],
  ])('a cookie cleared by a call (%s: %s) is not sent to the next call', async (how) => {
    const answer = await visit(how);
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    const { clearingCallReceived, nextCallReceived } = answer.json<{
      clearingCallReceived: Cookies;
      nextCallReceived: Cookies;
    }>();
    // The first call had the visitor's cookies; the next has what the first set, and not the cleared one.
    expect(clearingCallReceived).toEqual({ session: 'abc', kept: '1' });
    expect(nextCallReceived).toEqual({ kept: '1', fresh: 'new' });
    expect(nextCallReceived).not.toHaveProperty('session');
    // And the browser is told too: the clearing Set-Cookie goes out with the page.
    const session = answer.cookies.find((c) => c.name === 'session');
    expect(session?.value).toBe('');
    expect(answer.cookies.find((c) => c.name === 'fresh')?.value).toBe('new');
  });
});
