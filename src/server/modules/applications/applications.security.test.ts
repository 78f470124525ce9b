import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '#server/lib/logger.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { ACCOUNT_NUMBER, completeSteps, CONSENT, SORT_CODE, validSteps, visitor } from '#tests/support/applications.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';

const logLines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const fake = fakePanel();
const { app } = await createTestApp({
  siteRoot: null,
  lenderPanel: fake.panel,
  logger: { ...(loggerOptions('trace') as object), stream },
});

describe('draft ownership and personal data', () => {
  it('a session cannot read or change another session’s draft', async () => {
    const alice = visitor(app);
    const bob = visitor(app);
    const aliceSteps = validSteps();
    await completeSteps(alice, aliceSteps);
    const aliceBefore = (await alice.call('GET', '/api/application')).json() as Record<string, unknown>;

    expect((await bob.call('GET', '/api/application')).statusCode).toBe(404);
    expect((await bob.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(404);
    expect((await bob.call('POST', '/api/application/submit')).statusCode).toBe(404);

    // Bob's saves create Bob's own draft, even when he sends Alice's public id.
    const bobSave = await bob.call('POST', '/api/application/step2', {
      ...validSteps()[2],
      firstName: 'Robert',
      sessionId: aliceBefore.sessionId,
    });
    expect(bobSave.statusCode).toBe(200);
    const bobDraft = (await bob.call('GET', '/api/application')).json() as Record<string, unknown>;
    expect(bobDraft.sessionId).not.toBe(aliceBefore.sessionId);
    expect(bobDraft.firstName).toBe('Robert');

    const aliceAfter = (await alice.call('GET', '/api/application')).json() as Record<string, unknown>;
    expect({ ...aliceAfter, resubmitUrl: '' }).toEqual({ ...aliceBefore, resubmitUrl: '' });
  });

  it('a forged or foreign cookie gets no draft', async () => {
    const alice = visitor(app);
    await completeSteps(alice);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/application',
      headers: { cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('never sends the account number or sort code, and logs no personal data, across a full flow', async () => {
    const v = visitor(app);
    const steps = validSteps();
    await completeSteps(v, steps);
    await v.call('GET', '/api/application');
    await v.call('POST', '/api/application/step5', { ...steps[5], accountNumber: 'bad' });
    await v.call('POST', '/api/application/submit', CONSENT);
    await v.call('POST', '/api/application/submit');
    await v.call('GET', '/api/application');
    await v.call('GET', '/api/secci-download');
    for (const body of v.bodies) {
      expect(body).not.toContain(ACCOUNT_NUMBER);
      expect(body).not.toContain(SORT_CODE);
    }
    // The logger's own numbers (epoch milliseconds, pid, response time) are dropped before the search:
    // CI failed once because the sort code 601613 was the tail of the timestamp 1795805601613.
    const logs = logLines
      .flatMap((chunk) => chunk.split('\n').filter((line) => line.trim() !== ''))
      .map((line) => {
        const {
          time: _time,
          pid: _pid,
          responseTime: _responseTime,
          ...rest
        } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).toContain('/api/application/step5');
    for (const personal of [
      ACCOUNT_NUMBER,
      SORT_CODE,
      steps[2].email as string,
      'Priya',
      'Shah',
      // The whole number, as typed and as stored.
      steps[2].mobilePhone as string,
      String(steps[2].mobilePhone).replace(/\s+/g, ''),
      'Downing',
      '1988-03-14',
    ]) {
      expect(logs).not.toContain(personal);
    }
  });

  it('answers no-store for drafts', async () => {
    const v = visitor(app);
    await v.call('POST', '/api/application/step1', validSteps()[1]);
    const response = await v.call('GET', '/api/application');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
