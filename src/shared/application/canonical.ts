// What people type, turned into the form the API's rules (docs/product.md#steps) are written for. The
// screens apply these before validating and sending; the API does not, so a sort code with
// dashes sent straight to it is still a 400.

const digitsAndPlus = (value: string) => value.replace(/[\s\-().]/g, '');

/** `12-34-56`, `12 34 56` → `123456`. */
export const canonicalSortCode = (value: string): string => value.replace(/[\s-]/g, '');

/** `1234 5678` → `12345678`. */
export const canonicalAccountNumber = (value: string): string => value.replace(/[\s-]/g, '');

/** `+44 7911 123456`, `0044 7911 123456`, `07911 123456` → `07911123456`. */
export function canonicalPhone(value: string): string {
  const compact = digitsAndPlus(value);
  if (compact.startsWith('+44')) return `0${compact.slice(3).replace(/^0/, '')}`;
  if (compact.startsWith('0044')) return `0${compact.slice(4).replace(/^0/, '')}`;
  return compact;
}

/** `sw1a  2aa` → `SW1A 2AA` (outward and inward code, one space). */
export function canonicalPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

const FIELD_CANONICAL: Record<string, (value: string) => string> = {
  sortCode: canonicalSortCode,
  accountNumber: canonicalAccountNumber,
  mobilePhone: canonicalPhone,
  homePhone: canonicalPhone,
  currentPostcode: canonicalPostcode,
  previousPostcode: canonicalPostcode,
};

/** A step's answers with every forgiving field in its canonical form; other fields unchanged. */
export function canonicalValues<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const [key, toCanonical] of Object.entries(FIELD_CANONICAL)) {
    const value = out[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = toCanonical(value);
  }
  return out as T;
}
