import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { visitorAt } from '#tests/support/applications.ts';

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({ env: { PUBLIC_URL: 'https://www.example.co.uk' } }));
});

describe('serving the built site', () => {
  it('sends the prerendered home page with canonical from PUBLIC_URL and JSON-LD', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<link rel="canonical" href="https://www.example.co.uk/"/>');
    expect(response.body).not.toContain('public-url.invalid');
    const blocks = [...response.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blocks.map((b) => b['@type'])).toContainEqual(['FinancialProduct', 'LoanOrCredit']);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('find that page');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers unknown admin API addresses with JSON 404 whatever the method or query (issue 27)', async () => {
    const calls = [
      ['GET', '/api/admin/applicationz'],
      ['GET', '/api/admin/applications/x/more?page=2'],
      ['POST', '/api/admin/no-such-action'],
      ['GET', '/api?x=1'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json(), url).toEqual({ message: 'Not found' });
    }
  });

  it('leaves the application and back-office screens to React Router (decision 033)', async () => {
    for (const url of ['/apply', '/apply/no-such-screen', '/admin/login']) {
      const { statusCode, body } = await app.inject({ method: 'GET', url });
      if (url === '/apply/no-such-screen') {
        expect(statusCode, url).toBe(404);
        continue;
      }
      expect(statusCode, url).toBe(200);
      expect(body, url).toContain('__reactRouterContext');
    }
    const apply = await app.inject({ method: 'GET', url: '/apply' });
    expect(apply.body).toContain('<meta name="robots" content="noindex"/>');
    expect(apply.body).not.toContain('apply-root');
  });

  it('sends each screen rendered per request with its own <title> in the HTML', async () => {
    const expected = {
      '/apply': 'Apply: your loan (step 1 of 7) | ClearPath Loans',
      '/apply/personal': 'Apply: about you (step 2 of 7) | ClearPath Loans',
      '/apply/consent': 'Apply: check and agree (step 7 of 7) | ClearPath Loans',
      '/apply/result?status=sold': 'Your result | ClearPath Loans',
      '/admin/login': 'Admin login | ClearPath Loans admin',
      '/admin/applications/123': 'Application | ClearPath Loans admin',
    };
    // An applicant with steps 1-6 done, so no screen is sent back to an earlier step.
    const applicant = await visitorAt(app, 6);
    for (const [url, title] of Object.entries(expected)) {
      const response = await applicant.call('GET', url);
      const titles = [...response.body.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
      expect(titles, url).toEqual([title]);
    }
  });

  it('sends a CSP that allows only its own scripts and forbids framing, plugins and base tags', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year', async () => {
    // Content pages inline their CSS and script (decision 009); the application loads hashed files.
    const shell = await app.inject({ method: 'GET', url: '/apply' });
    const url = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(shell.body)?.[1];
    expect(url).toBeTruthy();
    const response = await app.inject({ method: 'GET', url: url! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await app.inject({ method: 'GET', url: '/apply/?x=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/apply?x=1');
  });

  it('serves the favicon', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
  });
});
