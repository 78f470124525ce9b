import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENCRYPTION_CONTEXT } from '#server/db/schema/index.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { bankDetailsOf, NO_BANK_DETAILS, NOT_KEPT, withoutBankDetails } from './exchange-bank-details.ts';

// Decision 153: the applicant's own sort code and account number are taken out of a body wherever
// they stand, and nothing else: other numbers, even of the same length, stay as they came.
const bank = { sortCode: '112233', accountNumber: '12345678' };

describe("the applicant's bank details in a lender's own text", () => {
  it('are taken out of plain text: the account number, the sort code with or without dashes or spaces', () => {
    const text = [
      'Payout failed for account 12345678 at sort code 11-22-33.',
      'Also tried 112233, 11 22 33, 11–22–33 and "12345678".',
      'Details: 11-22-33 12345678.',
    ].join('\n');
    expect(withoutBankDetails(text, bank)).toBe(
      [
        `Payout failed for account ${NOT_KEPT} at sort code ${NOT_KEPT}.`,
        `Also tried ${NOT_KEPT}, ${NOT_KEPT}, ${NOT_KEPT} and "${NOT_KEPT}".`,
        `Details: ${NOT_KEPT} ${NOT_KEPT}.`,
      ].join('\n'),
    );
  });

  it('leave every other number alone, even one with theirs inside it', () => {
    const others = ['123456789', '012345678', '87654321', '07700112233', '1122334', '11-22-34', '9911-22-33'];
    const text = `refs ${others.join(', ')}`;
    expect(withoutBankDetails(text, bank)).toBe(text);
  });

  it('are taken out of the strings and numbers of a JSON body, which stays JSON', () => {
    const answer = { decision: 'error', reason: 'bad account 12345678 / 11-22-33', ref: 12345678, other: 112234 };
    const kept = withoutBankDetails(JSON.stringify(answer), bank);
    expect(JSON.parse(kept)).toEqual({
      decision: 'error',
      reason: `bad account ${NOT_KEPT} / ${NOT_KEPT}`,
      ref: NOT_KEPT,
      other: 112234,
    });
  });

  it('leave a body without them as it came, and look for nothing when the application has none', () => {
    expect(withoutBankDetails('  {"decision": "sold", "price": 12}\n', bank)).toBe(
      '  {"decision": "sold", "price": 12}\n',
    );
    expect(withoutBankDetails('account 12345678', NO_BANK_DETAILS)).toBe('account 12345678');
    expect(withoutBankDetails('account 12345678', { sortCode: null, accountNumber: '87654321' })).toBe(
      'account 12345678',
    );
  });

  it("are the application's own, opened from their columns; one that does not open or is no number is none", () => {
    const cipher = createFieldCipher(randomBytes(32).toString('hex'));
    const sealed = {
      sortCode: cipher.encrypt('11-22-33', ENCRYPTION_CONTEXT.sortCode),
      accountNumber: cipher.encrypt('12345678', ENCRYPTION_CONTEXT.accountNumber),
    };
    expect(bankDetailsOf(cipher, sealed)).toEqual(bank);
    // Sealed for another column, or not a sort code at all: nothing to look for.
    const wrong = { sortCode: cipher.encrypt('1122', ENCRYPTION_CONTEXT.sortCode), accountNumber: sealed.sortCode };
    expect(bankDetailsOf(cipher, wrong)).toEqual(NO_BANK_DETAILS);
    expect(bankDetailsOf(cipher, { sortCode: null, accountNumber: null })).toEqual(NO_BANK_DETAILS);
  });
});
