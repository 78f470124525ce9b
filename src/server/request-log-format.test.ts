import { describe, expect, it, onTestFinished } from 'vitest';
import { logFormat } from '#server/lib/logger.ts';
import { request, startChildServer } from '#tests/support/child-server.ts';

// Issue 42 item 13: after start a terminal filled with JSON request entries. At a terminal the
// real server logs one readable line per request (pino-pretty); for machines, JSON as before.
// Either way the path is logged without its query string and token segments.
const EMAIL = 'ann.example@example.com';

async function serverLogging(env: Record<string, string>) {
  const server = await startChildServer({ env: { LOG_LEVEL: 'info', ...env }, captureStdout: true });
  onTestFinished(async () => {
    await server.kill();
    server.cleanUp();
  });
  await server.waitReady();
  await request(server.port, 'GET', `/api/health?email=${encodeURIComponent(EMAIL)}`);
  await request(server.port, 'GET', '/unsubscribe/secret-token-of-ann');
  // Wait for the state: the unsubscribe request's entry written (no sleep that must be long enough).
  await expect.poll(() => server.stdout(), { timeout: 20_000, interval: 100 }).toMatch(/unsubscribe\/:token/);
  return server.stdout();
}

describe('request logs', { timeout: 120_000 }, () => {
  it('are readable lines at a terminal, JSON otherwise, unless LOG_FORMAT says', () => {
    expect(logFormat('auto', true)).toBe('pretty');
    expect(logFormat('auto', false)).toBe('json');
    expect(logFormat('auto', undefined)).toBe('json');
    expect(logFormat('json', true)).toBe('json');
    expect(logFormat('pretty', false)).toBe('pretty');
  });

  it('print one readable line per request with pino-pretty, and no personal data', async () => {
    const out = await serverLogging({ LOG_FORMAT: 'pretty' });
    // One line each (the readiness probes' too): no "incoming request" / "request completed" pair.
    const lines = out.split('\n').filter((line) => /\bGET \//.test(line));
    for (const line of lines) expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: GET \/\S* \d{3} \d+ ms$/);
    expect(lines.filter((line) => / GET \/api\/health 200 /.test(line))).toHaveLength(1);
    expect(lines.filter((line) => / GET \/unsubscribe\/:token 404 /.test(line))).toHaveLength(1);
    expect(out).not.toMatch(/incoming request|request completed/);
    expect(out).not.toMatch(/^\{/m);
    expect(out).not.toContain(EMAIL);
    expect(out).not.toContain('secret-token-of-ann');
  });

  it('stay JSON when the output is not a terminal', async () => {
    const out = await serverLogging({});
    // The boot's own console lines aside (first start, admin bootstrap), every entry is JSON.
    const entries = out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; req?: { path: string } });
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ path: '/api/health' }) }),
    );
    expect(out).not.toMatch(/INFO: GET/);
    expect(out).not.toContain(EMAIL);
    expect(out).not.toContain('secret-token-of-ann');
  });
});
