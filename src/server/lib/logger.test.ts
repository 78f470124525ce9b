import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

const EMAIL = 'victim.canary@example.com';

/** Shaped as Drizzle's DrizzleQueryError: its message carries the statement's parameters. */
const queryError = () =>
  Object.assign(new Error(`Failed query: select 1 where "email" = $1\nparams: ${EMAIL}`), {
    query: 'select 1 where "email" = $1',
    params: [EMAIL],
  });

describe('the logger', () => {
  it('given an error and no message (as @fastify/compress logs one), writes the safe message', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const log = pino(loggerOptions('info') as pino.LoggerOptions, stream);
    log.error(queryError());
    log.child({ reqId: 'req-1' }).error({ err: queryError() });
    log.error({ err: queryError() }, 'a message of its own');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'Failed query: select 1 where "email" = $1',
      'Failed query: select 1 where "email" = $1',
      'a message of its own',
    ]);
    expect(lines.join('')).not.toContain(EMAIL);
  });
});
