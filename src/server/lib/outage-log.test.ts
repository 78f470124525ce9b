import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { manualClock } from './clock.ts';
import { OUTAGE_LOG_EVERY_MS, outageLog } from './outage-log.ts';

describe('outageLog', () => {
  it('writes the first failure, counts the rest for a minute, then says how many it left out', () => {
    const clock = manualClock();
    const written: unknown[][] = [];
    const debug: unknown[][] = [];
    const log = {
      warn: (...args: unknown[]) => written.push(args),
      debug: (...args: unknown[]) => debug.push(args),
    } as unknown as FastifyBaseLogger;
    const report = outageLog(clock);
    const error = new Error('Connection terminated unexpectedly');
    for (let i = 0; i < 50; i++) report(log, error, 'database unavailable');
    expect(written).toEqual([[{ err: error }, 'database unavailable']]);
    expect(debug).toHaveLength(49);
    clock.advance(OUTAGE_LOG_EVERY_MS);
    report(log, error, 'database unavailable');
    expect(written).toHaveLength(2);
    expect(written[1]).toEqual([{ err: error, leftOut: 49 }, 'database unavailable']);
  });
});
