import type { FastifyServerOptions, RouteOptions } from 'fastify';
import type { Clock as JobClock } from 'pg-boss';
import type { DbHandle } from './db/client.ts';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';
import type { Tracing } from './observability/tracing.ts';
import type { PressureProbe } from './plugins/load-shedding.ts';
import type { LenderPanel } from '#server/modules/lenders/panel/index.ts';

/** What `buildApp` is built from (main.ts passes the environment and database; tests override the rest). */
export type AppDeps = {
  env: Env;
  db: DbHandle;
  /** Close the database with the app (main.ts); tests share one database and keep it open. */
  closeDbOnShutdown?: boolean;
  clock?: Clock;
  /** Built site to serve; null serves only the API (unit-level API tests). */
  siteRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /**
   * Schedule the remarketing run and the retention purge and run the cron passes of the job
   * queue (tests call the services directly instead).
   */
  backgroundJobs?: boolean;
  /** The job queue's time and timers (tests of schedules pass pg-boss's TestClock). */
  jobClock?: JobClock;
  /**
   * Appended to the job queue names (lender panel, remarketing, retention). Test files share one
   * PostgreSQL: each uses its own queues, so one file's workers never pick up another file's jobs.
   */
  jobQueueSuffix?: string;
  /** A lender panel to use instead of the configured one (tests of the application flow). */
  lenderPanel?: LenderPanel;
  /** How long a submit waits for the panel's outcome before answering `waiting` (default 25 s). */
  lenderPanelWaitMs?: number;
  /** Told of every route as it is registered (sweeps over all routes, e.g. the hostile-input test). */
  onRoute?: (route: RouteOptions) => void;
  /** OpenTelemetry tracing (main.ts starts it when OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  tracing?: Tracing | undefined;
  /** Event-loop pressure read by load shedding; tests pass a fixed one instead of the real probe. */
  pressureProbe?: PressureProbe;
};
