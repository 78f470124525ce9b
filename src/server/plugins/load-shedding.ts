import underPressure from '@fastify/under-pressure';
import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { busyPage } from '#server/lib/html-page.tsx';

/**
 * How loaded the event loop is: how late its timers run (ms) and the share of the time it was
 * busy (0-1), and how many client connections are open. All must be high: on a shared machine a
 * neighbour can make timers late while this process is idle, and one visitor's page load (a
 * server render, its assets) can keep the loop busy for a second; neither is a crowd to shed.
 */
export type Pressure = { eventLoopDelayMs: number; eventLoopUtilization: number; openConnections: number };
export type PressureProbe = () => Pressure;

export const DEFAULT_SHEDDING = {
  /**
   * Pages and files (everything outside /api but the steps posted to /apply) are refused from this
   * delay on. The mean delay of a second stays near 40-80 ms when 400 connections saturate the loop
   * with small pages (each turn serves them all once), so 100 ms never triggered there; an idle or
   * busy-but-coping loop reads under 10 ms.
   */
  pagesMaxDelayMs: 25,
  /** API calls other than the application's are refused from this delay on. */
  apiMaxDelayMs: 400,
  /** Below this utilisation nothing is refused, whatever the delay. */
  minUtilization: 0.9,
  /**
   * Below this many open connections nothing is refused: a browser keeps up to six, so a busy
   * second with fewer is a handful of visitors (bench/paint-before-script.ts got a "Busy" page at
   * 25 ms without this), while the overload bench holds 400.
   */
  minConnections: 100,
  retryAfterSeconds: 5,
} as const;

/** Never refused: an applicant mid-application, and the health checks the load balancer reads. */
const PROTECTED = [/^\/api\/application(\/|\?|$)/, /^\/api\/health(\/|\?|$)/];
/**
 * Never refused either: a step posted to its screen (decision 033), as a form without script
 * (`POST /apply`, `/apply/personal`…) or by React Router's fetch with script (`/apply.data`,
 * `/apply/personal.data`…), and the data of the next screen that fetch loads once the step is saved
 * (`GET /apply/personal.data`: refused, the applicant would get an error screen, not the busy page).
 * Opening a screen as a document (GET) is a page like any other.
 */
const PROTECTED_POSTS = /^\/apply(\.data)?(\/|\?|$)/;
const PROTECTED_DATA = /^\/apply(\/[^?]*)?\.data(\?|$)/;

/** Serve the request, or refuse it as a page (HTML) or as an API call (JSON). */
export function shedVerdict(method: string, url: string, pressure: Pressure): 'serve' | 'page' | 'api' {
  const { eventLoopDelayMs: delay, eventLoopUtilization: busy, openConnections } = pressure;
  if (
    delay < DEFAULT_SHEDDING.pagesMaxDelayMs ||
    busy < DEFAULT_SHEDDING.minUtilization ||
    openConnections < DEFAULT_SHEDDING.minConnections
  )
    return 'serve';
  if ((method === 'POST' && PROTECTED_POSTS.test(url)) || PROTECTED_DATA.test(url)) return 'serve';
  if (!(url === '/api' || url.startsWith('/api/'))) return 'page';
  if (delay < DEFAULT_SHEDDING.apiMaxDelayMs || PROTECTED.some((p) => p.test(url))) return 'serve';
  return 'api';
}

const BUSY = 'The service is busy: please try again in a few seconds';
const BUSY_PAGE = busyPage(BUSY);

/**
 * Load shedding (decision 040) with @fastify/under-pressure: once the event loop runs late
 * (above the pages' delay, sampled every second) its `pressureHandler` decides per request: pages
 * and files get 503 with Retry-After and an HTML page first, then other API calls (JSON), so a
 * traffic spike on the site never starves the application the same process serves: its API and
 * the steps posted to its screens are never refused. A given
 * `probe` (tests) replaces the event loop's reading and asks the handler about every request.
 */
export const loadSheddingPlugin = fp<{ probe?: PressureProbe }>(
  async (app, { probe }) => {
    let openConnections = 0;
    app.server.on('connection', (socket: Socket) => {
      openConnections += 1;
      socket.once('close', () => (openConnections -= 1));
    });
    const refuse = (reply: FastifyReply) =>
      reply
        .status(503)
        .header('retry-after', String(DEFAULT_SHEDDING.retryAfterSeconds))
        .header('cache-control', 'no-store');
    await app.register(underPressure, {
      sampleInterval: 1000,
      eventLoopUtilizationMode: 'interval',
      retryAfter: DEFAULT_SHEDDING.retryAfterSeconds,
      ...(probe
        ? { healthCheck: async () => false, healthCheckInterval: 2 ** 31 - 1 }
        : { maxEventLoopDelay: DEFAULT_SHEDDING.pagesMaxDelayMs }),
      pressureHandler: (request, reply) => {
        const measured = app.memoryUsage();
        const pressure = probe
          ? probe()
          : {
              eventLoopDelayMs: measured.eventLoopDelay,
              eventLoopUtilization: measured.eventLoopUtilized,
              openConnections,
            };
        const verdict = shedVerdict(request.method, request.url, pressure);
        if (verdict === 'api') refuse(reply).send({ message: BUSY });
        else if (verdict === 'page') refuse(reply).type('text/html; charset=utf-8').send(BUSY_PAGE);
      },
    });
  },
  { name: 'load-shedding' },
);
