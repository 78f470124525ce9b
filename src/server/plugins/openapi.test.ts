import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';
import { OPENAPI_SNAPSHOT, openApiDocument } from './openapi-snapshot.ts';

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

/** Fastify's `/x/:id` is OpenAPI's `/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

// Built once per file (app boot is the slow part); the production one has no docs page.
const { app } = await createTestApp();
const { app: production } = await createTestApp({ env: { NODE_ENV: 'production' } });

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 at /api/openapi.json and documents every registered API route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    expect(app.apiRoutes.size).toBeGreaterThan(30);
    const missing = [...app.apiRoutes].filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return !document.paths[openApiPath(url)]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    expect(Object.keys(document.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('equals the committed snapshot (run `npm run openapi:update` after an intended API change)', () => {
    expect(existsSync(OPENAPI_SNAPSHOT)).toBe(true);
    expect(openApiDocument(app)).toBe(readFileSync(OPENAPI_SNAPSHOT, 'utf8'));
  });

  it('has a readable page outside production only', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect((await production.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
    expect((await production.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });
});
