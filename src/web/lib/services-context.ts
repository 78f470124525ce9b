import { createContext } from 'react-router';
import type { Services } from '#server/services.ts';

/**
 * The router context key under which the server gives loaders and actions this request's services
 * (decision 126): the same calls the JSON routes make, typed end to end, no HTTP in between. The
 * server build's entry module re-exports it (entry.server.tsx), so the Fastify plugin sets the very
 * same key object that the bundled routes read. Types only cross from the server: the browser bundle
 * never holds server code (a route's loader and action run on the server).
 */
export const servicesContext = createContext<Services>();

/**
 * This response's Content-Security-Policy nonce, for the scripts React Router writes into the page:
 * set by the server beside the services, absent while prerendering at build time.
 */
export const cspNonceContext = createContext<string>();
