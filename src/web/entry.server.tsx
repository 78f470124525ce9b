import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { CspNonceContext } from '#web/lib/csp-nonce.ts';
import { cspNonceContext, servicesContext } from '#web/lib/services-context.ts';
import { withoutImportHints } from '#web/lib/module-hints.ts';

// The server (src/server/plugins/react-router.ts) sets these keys in every request's router context.
export { cspNonceContext, servicesContext };

export const streamTimeout = 5_000;

/** The server's nonce; none while prerendering at build time (those pages carry script hashes instead). */
function cspNonceOf(loadContext: RouterContextProvider): string | undefined {
  try {
    return loadContext.get(cspNonceContext);
  } catch {
    return undefined;
  }
}

/**
 * Server rendering of the application and back-office screens (content pages are prerendered).
 * The whole document is rendered before the first byte (onAllReady): the screens are small, the
 * status code can still change, and a browser without script gets the finished page. Every
 * script React Router writes carries the response's CSP nonce, and only the entry and the route
 * modules are hinted for preloading (decision 110).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const nonce = cspNonceOf(loadContext);
  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={withoutImportHints(routerContext)} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
        },
        onShellError: reject,
        onError() {
          responseStatus = 500;
        },
      },
    );
  });
}
