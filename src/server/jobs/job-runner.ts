// A small, generic interface over durable jobs in the application database. The lender panel
// runs lead delivery through it; remarketing and retention jobs can reuse it.

export type JobState = 'queued' | 'active' | 'completed' | 'failed';

export type JobContext = {
  /** Aborted when the runner stops (app close) or the job expires: stop work, it will be retried. */
  signal: AbortSignal;
  /** How many times this job was started before (0 on the first run). */
  retryCount: number;
};

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export type QueueOptions = {
  /** Retries after a failure or a crash (default 3). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Each retry waits about twice as long as the one before (from `retryDelaySeconds`). */
  retryBackoff?: boolean;
  /** The longest wait between retries with `retryBackoff`. */
  retryDelayMaxSeconds?: number;
  /** A run taking longer than this is treated as crashed and retried (default 120). */
  expireInSeconds?: number;
  /**
   * A running job sends a heartbeat; one silent this long (a process killed mid-job) is retried
   * by the next runner to look, long before `expireInSeconds`. At least 10; unset = none.
   */
  heartbeatSeconds?: number;
  /** Jobs handled at once by this process (default 4). */
  concurrency?: number;
  /**
   * How often an idle worker looks for jobs nothing has woken it for (default 2): a new job wakes
   * the workers of every instance at once (LISTEN/NOTIFY, decision 106); this poll finds retries
   * coming due and jobs taken over from a dead runner, and is the floor when NOTIFY is unavailable
   * (then every 0.5 s).
   */
  idlePollSeconds?: number;
};

export type JobRunner = {
  /** Registers the handler of a queue and starts working it. */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: QueueOptions): Promise<void>;
  /**
   * Adds a job unless one with the same key exists in the queue (then does nothing, except that
   * a job that failed for good is run again): a key runs once, however many callers enqueue it.
   * Survives a restart: workers resume it.
   */
  enqueue<T extends object>(queue: string, key: string, data: T): Promise<void>;
  /**
   * Runs `handler` once per occurrence of `cron` (UTC), once across every instance on the
   * database: the schedule is a row in the database, a cron pass on any instance turns each
   * occurrence into one job, and one worker runs it. An occurrence missed while no instance ran
   * is run once on the next start. Passes run only on a runner created with `cron: true`.
   */
  schedule(queue: string, cron: string, handler: JobHandler<object>, options?: QueueOptions): Promise<void>;
  /** The state of the job of that key, or null when there is none (never enqueued, or purged). */
  state(queue: string, key: string): Promise<JobState | null>;
  /**
   * Listens on a NOTIFY channel of the database through pg-boss's own listener (its dedicated,
   * self-healing LISTEN connection on PostgreSQL; in process on PGlite): `onNotification` gets each
   * payload, `onReconnect` runs after every (re)subscription, when notifications may have been
   * missed. Resolves to the function that stops listening; rejects when LISTEN is unavailable.
   */
  listen(
    channel: string,
    onNotification: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<() => Promise<void>>;
  /** Starts the runner (connects, installs its schema when missing); memoised while it succeeds. */
  start(): Promise<void>;
  /** True once started and until stopped. */
  isStarted(): boolean;
  /** Stops fetching, aborts running handlers (their jobs are retried later), releases connections. */
  stop(): Promise<void>;
};
