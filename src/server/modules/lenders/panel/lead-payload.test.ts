import { describe, expect, it } from 'vitest';
import { pingLead, type ApplicationRow } from './lead-payload.ts';

// Issue 27.9: a mobile number that fails the offline check (Ofcom's drama range) is accepted by the
// application, and the lenders are told in the ping.
const row = (mobilePhone: string) =>
  ({ loanAmount: 500, loanTerm: 6, loanPurpose: 1, mobilePhone, monthlyIncome: 2500 }) as unknown as ApplicationRow;
const now = new Date('2026-11-26T12:00:00Z');

describe('the ping tells lenders how the mobile number fared in the check', () => {
  it('failed for the drama range, passed for an allocated mobile range', () => {
    expect(pingLead(row('07700900123'), now).applicant.mobileCheck).toBe('failed');
    expect(pingLead(row('07911123456'), now).applicant.mobileCheck).toBe('passed');
  });
});
