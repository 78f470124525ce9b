// Pounds as the en-GB currency format writes them ("£1,234.56", "-£5.00"), without Intl: building
// the first Intl.NumberFormat loads locale data, about 28 ms of a phone's main thread on the first
// screen of /apply (issue 13, Lighthouse TBT). money.test.ts checks it against Intl.
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

export const gbp = (value: number, fractionDigits = 2): string => {
  const abs = Math.abs(value);
  // Rounded as Intl rounds: half away from zero on the shortest decimal ("9.995" gives 10.00).
  if (!(abs < 1e12) || String(abs).includes('e')) return intlGbp(value, fractionDigits);
  const scale = 10 ** fractionDigits;
  const scaled = Math.round(Number(`${abs}e${fractionDigits}`));
  const whole = String(Math.floor(scaled / scale)).replace(GROUPS, ',');
  const fraction = fractionDigits > 0 ? `.${String(scaled % scale).padStart(fractionDigits, '0')}` : '';
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}£${whole}${fraction}`;
};

/** Whole numbers grouped by thousands, as en-GB writes them ("5,000"). */
export const groupThousands = (value: number): string => gbp(value, 0).replace('£', '');

/** The same with Intl: for amounts too large or small to round by hand, and the tests' reference. */
export const intlGbp = (value: number, fractionDigits: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
