import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A UK mobile (07 + 9 digits, or the same number as +44 7...), checked offline against
 * libphonenumber's numbering plan: unallocated ranges (e.g. the 07700 900xxx drama range) fail.
 * Channel Islands and Isle of Man mobiles share the +44 07 plan and pass.
 */
export function isUkMobile(input: string): boolean {
  const cleaned = input.replace(/[\s()-]/g, '');
  if (!/^(07\d{9}|\+447\d{9}|00447\d{9})$/.test(cleaned)) return false;
  const number = parsePhoneNumberFromString(cleaned.replace(/^0044/, '+44'), 'GB');
  if (!number || number.countryCallingCode !== '44' || !number.isValid()) return false;
  const type = number.getType();
  return type === 'MOBILE' && /^7\d{9}$/.test(number.nationalNumber);
}
