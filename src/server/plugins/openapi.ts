import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES, withImplicitAnswers } from './openapi-responses.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /url` of every JSON API route registered (the OpenAPI test checks each is documented). */
    apiRoutes: ReadonlySet<string>;
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * OpenAPI 3.1 generated from the routes' Zod schemas, served at /api/openapi.json. Only the JSON
 * API is described: pages, the sandbox lenders' offer pages and /metrics are not part of it.
 * The Swagger UI page exists outside production only (it is a developer aid, not a public page).
 */
export const openApiPlugin = fp<{ production: boolean }>(
  async (app, { production }) => {
    const apiRoutes = new Set<string>();
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!isApi(route.url) || route.url === OPENAPI_PATH || route.url.startsWith(API_DOCS_PATH)) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.add(`${method} ${route.url}`);
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'ClearPath Loans API',
          version: '1',
          description: 'JSON API of the broker platform. Errors are `{message, errors?: [{path, message}]}`.',
        },
        servers: [{ url: '/', description: 'The site itself (PUBLIC_URL)' }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: (input) => {
        if (!isApi(input.url) || input.url.startsWith(API_DOCS_PATH))
          return { schema: { ...input.schema, hide: true }, url: input.url };
        const result = jsonSchemaTransform(input);
        const methods = [input.route.method].flat();
        return {
          ...result,
          schema: withImplicitAnswers(result.schema as Record<string, unknown> | undefined, input.url, methods),
        };
      },
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
    if (!production) await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true });
  },
  { name: 'openapi' },
);
