import type { FastifyServerOptions } from 'fastify';
import { safeErrorFields } from './safe-error.ts';

/**
 * Request logs carry method, path (query string dropped: it can hold signed tokens and
 * postcodes), status and timing; never IPs, cookies, bodies or headers with credentials.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.email',
        '*.accountNumber',
        '*.sortCode',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Query errors carry applicants' data in their parameters (see safe-error.ts).
      err: (error: unknown) => ({ stack: '', ...safeErrorFields(error) }),
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: stripQuery(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

export function stripQuery(url: string): string {
  const path = url.split('?')[0] ?? url;
  // Path segments that are tokens (resubmit, tracking, unsubscribe links) are shortened too.
  return path
    .replace(/\/(r|unsubscribe|resubmit)\/[^/]+/g, '/$1/:token')
    .replace(/\/open\/[^/]+\.gif/, '/open/:id.gif');
}
