import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Baseline CSP for every response. HTML pages replace script-src with the hashes of their own
 * inline scripts (prerendered pages, static-site plugin) or with a nonce per response (pages rendered
 * by React Router, react-router plugin), so no 'unsafe-inline' script ever runs.
 */
export function contentSecurityPolicy(options: { scriptHashes?: string[]; nonce?: string; https: boolean }): string {
  const scripts = [
    "'self'",
    ...(options.scriptHashes ?? []).map((h) => `'${h}'`),
    ...(options.nonce ? [`'nonce-${options.nonce}'`] : []),
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export const securityPlugin = fp<{ https: boolean }>(
  async (app, { https }) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    const csp = contentSecurityPolicy({ https });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      return payload;
    });
  },
  { name: 'security' },
);
