import { describe, expect, it } from 'vitest';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// GET /api/application/offers says what really happened with each lender, in the words of the
// applicant's record page (issue 16 item 2): asked and accepted, asked and declined with the
// reason, asked but another bid won, not asked and why.
const { app, db } = await createTestApp({ siteRoot: null });

type Offer = { lenderName: string; outcome: string; headline: string; detail: string; commission?: number };
const offersOf = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/application/offers', headers: { cookie } })).json() as Offer[];
const row = (offers: Offer[], name: string) => offers.find((o) => o.lenderName === name);

describe('GET /api/application/offers wording', () => {
  it(
    'names the buyer with its commission, the outbid lender as asked and not ' +
      'chosen, the excluded one as not asked and why',
    async () => {
      // £3,000: above Brightstone's £2,500 limit, so its rules exclude the application.
      const { cookie } = await createSessionApplication(db.db, { loanAmount: 3000 });
      expect(
        (await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } })).json(),
      ).toMatchObject({ status: 'sold' });
      const offers = await offersOf(cookie);
      expect(row(offers, 'Northway Finance')).toMatchObject({
        outcome: 'sold',
        headline: 'Asked and accepted',
        commission: 42,
      });
      expect(row(offers, 'Northway Finance')?.detail).toContain('£42');
      expect(row(offers, 'Brightstone Lending')).toMatchObject({
        headline: 'Not asked',
        detail:
          'We did not send them your application because the amount you asked for is ' +
          'above the largest loan they offer.',
      });
      expect(row(offers, 'Brightstone Lending')).not.toHaveProperty('commission');
      expect(row(offers, 'Harbour Credit')).toMatchObject({ headline: 'Asked, not chosen' });
      expect(row(offers, 'Harbour Credit')?.detail).toContain('another lender had already accepted your application');
      expect(row(offers, 'Harbour Credit')).not.toHaveProperty('commission');
    },
  );

  it('says a lender that was asked and declined did so, with its reason', async () => {
    // Unemployed but affordable: every primary lender that is asked declines (an unaffordable loan
    // never reaches a lender: the gate refers it, decision 021).
    const { cookie } = await createSessionApplication(db.db, { employmentType: 7 });
    expect(
      (await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } })).json(),
    ).toMatchObject({ status: 'reject' });
    const declined = (await offersOf(cookie)).filter((o) => o.outcome === 'reject');
    expect(declined.length).toBeGreaterThan(0);
    for (const offer of declined) {
      expect(offer.headline).toBe('Asked and declined');
      expect(offer.detail).toMatch(/^They saw an anonymous summary \(no name or contact details\) and declined: .+\.$/);
    }
  });
});
