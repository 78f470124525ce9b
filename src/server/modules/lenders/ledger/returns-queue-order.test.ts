import { describe, expect, it } from 'vitest';
import { leadFor } from '#server/modules/lenders/inbound/inbound.fixtures.ts';
import type { ReturnItem } from '#shared/admin/returns-schemas.ts';
import { openLedgerDesk } from './ledger-admin.fixtures.ts';

// The returns queue is paged (50 a page): returns asked for in the same instant must come in one
// order at every request, the id breaking the tie, or paging could show a return twice and skip another.
const { L, db, clock, lender, get } = await openLedgerDesk();

type Page = { items: ReturnItem[]; paging: { page: number; pageSize: number; total: number } };

/** This lender's returns in the queue's order, read page by page to the end. */
async function queueOf(status: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const body = (await get(`/api/admin/returns?status=${status}&page=${page}`)).json() as Page;
    ids.push(...body.items.filter((item) => item.lenderId === L).map((item) => item.id));
    if (page * body.paging.pageSize >= body.paging.total) return ids;
  }
}

describe('the returns queue order', () => {
  it('orders returns of the same instant by id, the same at every request', async () => {
    const returned: string[] = [];
    for (let i = 0; i < 6; i++) {
      const reference = await leadFor(db.db, L, { at: clock.now() });
      const body = { reference, reason: 'duplicate' };
      const call = await lender({ url: '/api/lenders/v1/returns', lender: L, body });
      expect(call.json()).toMatchObject({ status: 'under_review' });
      returned.push((call.json() as { returnId: string }).returnId);
    }
    const byId = [...returned].sort();
    // Under review: the oldest request first, so ascending ids; every other view: newest first.
    expect(await queueOf('under_review')).toEqual(byId);
    expect(await queueOf('under_review')).toEqual(byId);
    expect(await queueOf('all')).toEqual([...byId].reverse());
  });
});
