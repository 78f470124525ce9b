import { isGuardedRoute } from './admin-guard.ts';

// What the route schemas leave implicit but a client meets (issue 27.19): the admin cookie that
// the admin-guard plugin enforces, its 401 and 403, the 400 of every route whose input is
// validated, and the 403 of a cross-site state change. Added to the OpenAPI document only: the
// routes' own response schemas (which also strip what leaves the server) are untouched.

/** The session cookies, as the OpenAPI document declares them. */
export const SECURITY_SCHEMES = {
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'admin_sid',
    description:
      'The admin session (httpOnly, SameSite=Strict), set by POST /api/admin/login; named `__Host-admin_sid` ' +
      'when the site is served over https. State changes must also come from the site itself (Origin / ' +
      'Sec-Fetch-Site), or they answer 403.',
  },
  visitorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sid',
    description:
      "The visitor's session (httpOnly, SameSite=Lax), set by the first call that needs one; `__Host-sid` over https.",
  },
} as const;

const errorBody = (description: string) => ({
  description,
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
    },
  },
  required: ['message'],
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isAdminSurface = (url: string) =>
  url.startsWith('/api/admin/') || (isGuardedRoute(url) && !url.startsWith('/api/admin'));

type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

/** The route's documented schema with its security and the error answers it can give. */
export function withImplicitAnswers(schema: Schema | undefined, url: string, methods: string[]): Schema {
  if (!schema) schema = {};
  const response: Record<string, unknown> = { ...schema.response };
  const add = (status: number, description: string) => {
    if (!(String(status) in response)) response[String(status)] = errorBody(description);
  };
  if (schema.body || schema.querystring || schema.params)
    add(400, 'The input is not valid: `errors` names each field.');
  if (url.includes('/:')) add(404, 'Nothing with this id (or not one the caller may see).');
  const changes = methods.some((m) => !SAFE_METHODS.has(m));
  if (isGuardedRoute(url)) {
    add(401, 'No admin session, or it has ended.');
    add(
      403,
      changes
        ? 'Cross-site request refused, or the session may only enrol its authenticator.'
        : 'The session may only enrol its authenticator (two-factor set-up not finished).',
    );
  } else if (changes && isAdminSurface(url)) {
    add(403, 'Cross-site request refused: the request did not come from the site (PUBLIC_URL).');
  }
  // Every admin route needs the admin cookie; the rest are open, some using the visitor's cookie.
  const security = isGuardedRoute(url) ? [{ adminSession: [] }] : [{}, { visitorSession: [] }];
  return { ...schema, response, security };
}
