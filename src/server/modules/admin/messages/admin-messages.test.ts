import { describe, expect, it } from 'vitest';
import { outboxMessages } from '#server/db/schema/index.ts';
import { uniqueEmail } from '#tests/support/test-app.ts';
import { messagesTestApp } from './messages.fixtures.ts';

const { db, clock, get, sentCampaign } = await messagesTestApp();

describe('GET /api/admin/outbox', () => {
  it(
    'lists the emailed and texted messages newest first, filters by channel, ' + 'and hides the HTML in the list',
    async () => {
      const { email, phone } = await sentCampaign();
      const list = await get('/api/admin/outbox');
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body.paging).toMatchObject({ page: 1, pageSize: 25 });
      const mine = body.items.find((m: { recipient: string }) => m.recipient === email);
      expect(mine).toMatchObject({
        channel: 'email',
        subject: expect.stringMatching(/Your loan application is waiting/),
      });
      expect(mine.textBody).toContain('/r/');
      expect(mine).not.toHaveProperty('htmlBody');
      const times = body.items.map((m: { createdAt: string }) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const sms = (await get('/api/admin/outbox?channel=sms')).json();
      expect(sms.items.every((m: { channel: string }) => m.channel === 'sms')).toBe(true);
      expect(sms.items.find((m: { recipient: string }) => m.recipient === phone)).toMatchObject({ subject: null });
      expect((await get('/api/admin/outbox?channel=fax')).statusCode).toBe(400);
    },
  );

  it('pages: page 2 holds older messages than page 1', async () => {
    const base = clock.now().getTime() - 86_400_000 * 400;
    const recipient = uniqueEmail('paging');
    await db.db.insert(outboxMessages).values(
      Array.from({ length: 30 }, (_, i) => ({
        channel: 'email' as const,
        recipient,
        subject: `Old ${i}`,
        textBody: 'x',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = (await get('/api/admin/outbox?channel=email')).json();
    const second = (await get('/api/admin/outbox?channel=email&page=2')).json();
    expect(second.paging).toMatchObject({ page: 2, pageSize: 25 });
    expect(first.paging.total).toBeGreaterThanOrEqual(30);
    expect(second.items.length).toBeGreaterThan(0);
    expect(Date.parse(second.items[0].createdAt)).toBeLessThanOrEqual(Date.parse(first.items.at(-1).createdAt));
  });

  it('GET /api/admin/outbox/:id returns the HTML body and headers; unknown → 404, malformed → 400', async () => {
    const { email } = await sentCampaign();
    const item = (await get('/api/admin/outbox?channel=email'))
      .json()
      .items.find((m: { recipient: string }) => m.recipient === email);
    const detail = await get(`/api/admin/outbox/${item.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    expect(detail.json()).toMatchObject({ id: item.id, recipient: email, channel: 'email', textBody: item.textBody });
    expect(detail.json().htmlBody).toMatch(/<html|<table|<p/i);
    expect(detail.json().headers['List-Unsubscribe'] ?? detail.json().headers['list-unsubscribe']).toMatch(
      /\/unsubscribe\/[0-9a-f]{64}/,
    );
    expect((await get('/api/admin/outbox/999999999')).statusCode).toBe(404);
    expect((await get('/api/admin/outbox/abc')).statusCode).toBe(400);
    expect((await get(`/api/admin/outbox/${item.id}`, {})).statusCode).toBe(401);
  });
});
