import { describe, expect, it } from 'vitest';
import { canonicalValues } from './canonical.ts';
import { plainMessage } from './plain-messages.ts';

describe('canonical forms of what people type', () => {
  it('turns forgiving input into the form the API rules are written for', () => {
    expect(
      canonicalValues({
        sortCode: '12-34-56',
        accountNumber: '1234 5678',
        mobilePhone: '+44 (0)7911 123456',
        homePhone: '0044 20 7946 0000',
        currentPostcode: ' sw1a  2aa',
        firstName: ' Ann ',
      }),
    ).toEqual({
      sortCode: '123456',
      accountNumber: '12345678',
      mobilePhone: '07911123456',
      homePhone: '02079460000',
      currentPostcode: 'SW1A 2AA',
      firstName: ' Ann ',
    });
  });
});

describe('plain messages on screen', () => {
  it('names the field instead of the schema default', () => {
    expect(plainMessage('firstName', 'Required')).toBe('Enter your first name');
    expect(plainMessage('firstName', 'String must contain at least 2 characters')).toBe(
      'First name must be 2 characters or more',
    );
    expect(plainMessage('monthlyIncome', 'Number must be less than or equal to 8000')).toBe(
      'Monthly income must be £8,000 or less',
    );
    expect(plainMessage('loanPurpose', 'Required')).toBe('Select what the loan is for');
  });

  it('keeps the spec messages that say what they are about verbatim', () => {
    for (const [field, message] of [
      ['dateOfBirth', 'You must be 18 or older'],
      ['consentCreditCheck', 'You must consent to credit checks to continue'],
    ]) {
      expect(plainMessage(field ?? '', message ?? '')).toBe(message);
    }
  });

  it('names the field of a spec message that does not (issue 42 item 1)', () => {
    expect(plainMessage('sortCode', 'Must be exactly 6 digits')).toBe(
      'Enter a sort code of exactly 6 digits, like 30 94 30',
    );
    expect(plainMessage('accountNumber', 'Must be exactly 8 digits')).toBe(
      'Enter an account number of exactly 8 digits, like 00733445',
    );
    expect(plainMessage('mobilePhone', 'Must be 11 digits starting with 07')).toBe(
      'Mobile number must be 11 digits starting with 07',
    );
    expect(plainMessage('dateOfBirth', 'Invalid date format')).toBe('Date of birth must be a real date');
  });
});
