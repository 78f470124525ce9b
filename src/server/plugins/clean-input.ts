import fp from 'fastify-plugin';

type FieldError = { path: string; message: string };

export const UNCLEAN_TEXT_MESSAGE = 'Contains characters that are not allowed';

// NUL or a lone UTF-16 surrogate: PostgreSQL rejects the first ("invalid byte sequence"), and the
// second cannot be stored as UTF-8. Other control characters are each schema's own business
// (a free-text message may hold a newline).
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Paths of every string (keys included) in a parsed body, query or params that cannot be stored. */
export function uncleanPaths(value: unknown, path: string, found: FieldError[] = [], depth = 0): FieldError[] {
  if (found.length >= 10 || depth > 32) return found;
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) found.push({ path, message: UNCLEAN_TEXT_MESSAGE });
    return found;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => uncleanPaths(item, path ? `${path}.${index}` : String(index), found, depth + 1));
    return found;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) found.push({ path: at, message: UNCLEAN_TEXT_MESSAGE });
      uncleanPaths(item, at, found, depth + 1);
    }
  }
  return found;
}

/**
 * Refuses text that can never be stored, once for every route, before any schema or handler sees
 * it: a 400 in the contract's shape instead of a database error deep in a service.
 */
export const cleanInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      const errors = [
        ...uncleanPaths(request.params, ''),
        ...uncleanPaths(request.query, ''),
        ...uncleanPaths(request.body, ''),
      ];
      if (errors.length === 0) return;
      return reply.status(400).send({ message: 'Validation failed', errors });
    });
  },
  { name: 'clean-input' },
);
