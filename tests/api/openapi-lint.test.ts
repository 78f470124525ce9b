import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isGuardedRoute } from '#server/plugins/admin-guard.ts';
import { OPENAPI_SNAPSHOT } from '#server/plugins/openapi-snapshot.ts';

// Issue 27.19: the committed OpenAPI document (equal to the generated one: openapi.test.ts) passes
// Redocly's linter (recommended rules, redocly.yaml) with no error, declares the cookies, and
// documents the error answers every route can give.
type Operation = { security?: Record<string, string[]>[]; responses: Record<string, unknown> };
const document = JSON.parse(readFileSync(OPENAPI_SNAPSHOT, 'utf8')) as {
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([p, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ url: p.replace(/\{(\w+)\}/g, ':$1'), method, operation })),
);

describe('OpenAPI document lint', () => {
  it('passes `redocly lint` with no error', () => {
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', OPENAPI_SNAPSHOT, '--format=summary'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  }, 30_000);

  it('declares the admin cookie and requires it on every admin route, with its 401 and 403', () => {
    expect(document.components.securitySchemes.adminSession).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const guarded = operations.filter((o) => isGuardedRoute(o.url));
    expect(guarded.length).toBeGreaterThan(30);
    for (const { url, method, operation } of guarded) {
      expect(operation.security, `${method} ${url}`).toEqual([{ adminSession: [] }]);
      expect(Object.keys(operation.responses), `${method} ${url}`).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('documents the 400 of a route whose input is validated (POST /api/validation/phone)', () => {
    expect(Object.keys(document.paths['/api/validation/phone']!.post!.responses)).toContain('400');
  });
});
