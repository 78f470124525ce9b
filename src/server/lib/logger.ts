import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { safeErrorFields } from './safe-error.ts';

export type LogFormat = 'json' | 'pretty';

/**
 * JSON for machines (a pipe, a file, a log collector); readable lines for a person at a terminal
 * (issue 42 item 13). `LOG_FORMAT` forces either.
 */
export const logFormat = (setting: 'auto' | LogFormat, stdoutIsTerminal: boolean | undefined): LogFormat =>
  setting === 'auto' ? (stdoutIsTerminal ? 'pretty' : 'json') : setting;

/**
 * pino's own pretty printer, in pino's transport worker: one line per entry, the request's own
 * fields left out (the request line says them: OneLinePerRequest below). It prints what the
 * serializers and redaction below have left, so it carries no more than the JSON does.
 */
const prettyTransport = (colorize: boolean) => ({
  target: 'pino-pretty',
  options: {
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  },
});

/**
 * Request logs carry method, path (query string dropped: it can hold signed tokens and
 * postcodes), status and timing; never IPs, cookies, bodies or headers with credentials.
 */
export function loggerOptions(
  level: string,
  format: LogFormat = 'json',
  colorize = false,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(format === 'pretty' ? { transport: prettyTransport(colorize) } : {}),
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
    hooks: {
      // Given an error and no message (`log.error(err)`, as @fastify/compress logs a failed body),
      // pino takes the error's own message for the line's: a query error's, parameters and all.
      logMethod(args, method) {
        const [first] = args as unknown[];
        const err = first instanceof Error ? first : (first as { err?: unknown } | null | undefined)?.err;
        if (args.length === 1 && err instanceof Error)
          return method.call(this, first as object, safeErrorFields(err).message);
        return method.apply(this, args);
      },
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

/**
 * The server's logger: a test's own, or JSON, or readable lines at a terminal (issue 42 item 13;
 * Fastify's own request entries are then one line each: OneLinePerRequest below).
 */
export function serverLogging(
  env: { LOG_LEVEL: string; LOG_FORMAT: 'auto' | LogFormat },
  given: FastifyServerOptions['logger'] | undefined,
  stdoutIsTerminal: boolean | undefined,
): { options: Pick<FastifyServerOptions, 'logger' | 'logController'> } {
  if (given !== undefined) return { options: { logger: given } };
  const pretty = logFormat(env.LOG_FORMAT, stdoutIsTerminal) === 'pretty';
  const logger = loggerOptions(env.LOG_LEVEL, pretty ? 'pretty' : 'json', Boolean(stdoutIsTerminal));
  return { options: pretty ? { logger, logController: new OneLinePerRequest() } : { logger } };
}

export function stripQuery(url: string): string {
  const path = url.split('?')[0] ?? url;
  // Path segments that are tokens (resubmit, tracking, unsubscribe links) are shortened too.
  return path
    .replace(/\/(r|unsubscribe|resubmit)\/[^/]+/g, '/$1/:token')
    .replace(/\/open\/[^/]+\.gif/, '/open/:id.gif');
}

const line = (request: FastifyRequest, reply: FastifyReply) =>
  `${request.method} ${stripQuery(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;

/**
 * With readable logs (a terminal: issue 42 item 13), one line per request once it is answered,
 * "GET /apply 200 12 ms", in place of Fastify's two entries ("incoming request", "request
 * completed"); a failed one keeps its error. The path as the JSON logs keep it: query string
 * dropped, token segments shortened.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ err: error }, line(request, reply));
    else reply.log.info(line(request, reply));
  }
}
