import { ENCRYPTION_CONTEXT } from '#server/db/schema/index.ts';
import { decryptOrNull, type FieldCipher } from '#server/lib/crypto.ts';
import type { ApplicationRow } from './lead-payload.ts';

// Bank details are never kept in a call's bodies (decision 149): we send none, and a lender's answer
// might carry them. A JSON key that names them is caught by its name; a lender's own text (an error
// page, a note) has no keys, so the applicant's own sort code and account number, which we know at
// the time of the call, are taken out wherever they stand (decision 153). Only those exact values:
// a pattern of any 6 or 8 digits would take references, amounts and phone numbers with them.

export const NOT_KEPT = '[not kept]';

/** Keys of bank details, whoever writes them. */
const BANK_KEY =
  /^(sort_?code|account_?(number|name|holder(_?name)?)|bank(_?(name|account|details))?|iban|bic|swift)$/i;

/** The applicant's sort code (6 digits) and account number (8 digits); null when the application has none. */
export type BankDetails = { sortCode: string | null; accountNumber: string | null };
export const NO_BANK_DETAILS: BankDetails = { sortCode: null, accountNumber: null };

/** The value as digits when it is `length` digits (spaces and dashes aside), else null: nothing to look for. */
const digitsOf = (value: string | null, length: number): string | null => {
  const digits = value?.replace(/[\s-]/g, '') ?? '';
  return digits.length === length && /^\d+$/.test(digits) ? digits : null;
};

/** The application's bank details, opened (they are sealed at rest); one that does not open counts as none. */
export function bankDetailsOf(
  cipher: FieldCipher,
  app: Pick<ApplicationRow, 'sortCode' | 'accountNumber'>,
): BankDetails {
  const open = (sealed: string | null, context: string) =>
    sealed === null ? null : decryptOrNull(cipher, sealed, context);
  return {
    sortCode: digitsOf(open(app.sortCode, ENCRYPTION_CONTEXT.sortCode), 6),
    accountNumber: digitsOf(open(app.accountNumber, ENCRYPTION_CONTEXT.accountNumber), 8),
  };
}

/** Between a sort code's pairs: nothing, a space or a dash (hyphen-minus or a Unicode dash). */
const SEPARATOR = '[\\s\\u2010-\\u2015-]?';

/**
 * The applicant's values standing alone (no digit just before or after): the account number as is,
 * the sort code with or without a dash or a space between its pairs (112233, 11-22-33, 11 22 33).
 */
function valuesPattern(bank: BankDetails): RegExp | null {
  const alternatives: string[] = [];
  const { sortCode, accountNumber } = bank;
  if (sortCode) alternatives.push([sortCode.slice(0, 2), sortCode.slice(2, 4), sortCode.slice(4)].join(SEPARATOR));
  if (accountNumber) alternatives.push(accountNumber);
  return alternatives.length ? new RegExp(`(?<!\\d)(?:${alternatives.join('|')})(?!\\d)`, 'g') : null;
}

/**
 * A body without bank details: a JSON body written again without any key that names them and
 * without the applicant's own values in its strings and numbers; any other body with those values
 * replaced where they stand. A body with none is returned as it came.
 */
export function withoutBankDetails(text: string, bank: BankDetails): string {
  const values = valuesPattern(bank);
  const inText = (value: string) => (values ? value.replace(values, NOT_KEPT) : value);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return inText(text);
  }
  let changed = false;
  const own = new Set([bank.sortCode, bank.accountNumber].filter(Boolean));
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const kept = inText(node);
      changed ||= kept !== node;
      return kept;
    }
    if (typeof node === 'number' && own.has(String(node))) {
      changed = true;
      return NOT_KEPT;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node).map(([key, inner]) => {
      if (!BANK_KEY.test(key)) return [key, walk(inner)];
      changed = true;
      return [key, NOT_KEPT];
    });
    return Object.fromEntries(entries);
  };
  const kept = walk(parsed);
  return changed ? JSON.stringify(kept) : text;
}
