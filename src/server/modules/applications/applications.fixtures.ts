import { expect } from 'vitest';
import type { App } from '#server/app.ts';
import type { LenderPanel, PanelOutcome } from '#server/modules/lender-panel/lender-panel.types.ts';
import { cookiesFrom, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';

// Test data and helpers of the application API tests (not a test file itself).

export const ACCOUNT_NUMBER = '31926819';
export const SORT_CODE = '601613';

export const validSteps = (): Record<1 | 2 | 3 | 4 | 5 | 6, Record<string, unknown>> => ({
  1: { loanAmount: 1200, loanTerm: 12, loanPurpose: 2 },
  2: {
    title: 2,
    firstName: 'Priya',
    lastName: 'Shah',
    email: uniqueEmail('priya'),
    mobilePhone: '07911 123456',
    homePhone: '',
    dateOfBirth: '1988-03-14',
    maritalStatus: 1,
    dependents: 0,
    incomeContributors: 1,
  },
  3: {
    currentPostcode: 'SW1A 2AA',
    currentHouse: '10',
    currentStreet: 'Downing Street',
    currentTown: 'London',
    currentResidentialStatus: 2,
    currentMonthsAtAddress: 38,
  },
  4: {
    employmentType: 1,
    employerName: 'Acme Logistics Ltd',
    jobTitle: 'Warehouse supervisor',
    monthsAtEmployer: 40,
    monthlyIncome: 2350,
    payFrequency: 3,
    nextPayDate: '2031-01-30',
    followingPayDate: '2031-02-27',
  },
  5: {
    bankName: 'Barclays',
    accountNumber: ACCOUNT_NUMBER,
    sortCode: SORT_CODE,
    accountLength: 60,
    debitCardType: 4,
    directDeposit: true,
  },
  6: {
    expenseHousing: 650,
    expenseCredit: 50,
    expenseUtility: 120,
    expenseFood: 200,
    expenseTransport: 80,
    expenseChildcare: 0,
    expenseInsurance: 30,
    expenseOther: 50,
  },
});

export const CONSENT = {
  consentCreditCheck: true,
  consentFirstParty: true,
  consentRemarketingEmail: false,
  recentLoansCount: 1,
};

/** A browser: keeps its cookies across calls and records every response body. */
/**
 * A browser of its own: its cookies and its own client address (the per-IP limits count in the
 * shared test database, so a fixed address would carry counts from file to file).
 */
export function visitor(app: App, ip = uniqueIp()) {
  let cookie = '';
  const bodies: string[] = [];
  async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
    const response = await app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'vitest-browser/1.0' },
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const set = cookiesFrom(response);
    if (set) cookie = set;
    bodies.push(response.body);
    return response;
  }
  return { call, bodies, cookie: () => cookie, ip };
}

export type Visitor = ReturnType<typeof visitor>;

export async function completeSteps(v: Visitor, steps = validSteps()): Promise<void> {
  for (const n of [1, 2, 3, 4, 5, 6] as const) {
    const response = await v.call('POST', `/api/application/step${n}`, steps[n]);
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** A LenderPanel double: counts calls, answers a fixed outcome or fails on demand. */
export function fakePanel(
  outcome: PanelOutcome = {
    status: 'sold',
    redirectUrl: 'https://lender.example/offer/abc',
    leadId: 'LEAD-1',
    price: 42,
  },
) {
  const calls: string[] = [];
  const state = { fail: false };
  const panel: LenderPanel = {
    async submit(applicationId) {
      calls.push(applicationId);
      if (state.fail) throw new Error('panel unreachable');
      return outcome;
    },
    async submitSecondary() {
      return { success: false };
    },
    async offers() {
      return [];
    },
    async close() {},
  };
  return { panel, calls, state };
}
