import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanApplications } from '#server/db/schema/index.ts';
import { fieldLabel, wordedLabel } from '#web/features/admin/applications/field-labels.ts';

// Issue 42.11: the application's page in the back office names every stored column in words
// ("Rent or mortgage"), never by the column ("EXPENSE HOUSING", "CONSENT FIRST PARTY").

describe("the back office's labels of an application's fields", () => {
  it('give every column of loan_applications a label in words', () => {
    // ownerSessionId is never shown (application-detail.ts HIDDEN).
    const columns = Object.keys(getTableColumns(loanApplications)).filter((key) => key !== 'ownerSessionId');
    expect(columns.filter((key) => wordedLabel(key) === null)).toEqual([]);
  });

  it('use the forms’ words for the expenses and the consents', () => {
    expect(fieldLabel('expenseHousing')).toBe('Rent or mortgage');
    expect(fieldLabel('expenseCouncilTax')).toBe('Council tax');
    expect(fieldLabel('consentFirstParty')).toBe('Consent: information about our other loan products');
    expect(fieldLabel('currentMonthsAtAddress')).toBe('Time at this address');
  });
});
