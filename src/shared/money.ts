// Building an Intl.NumberFormat is slow (locale data): one per precision, reused.
const gbpFormats = new Map<number, Intl.NumberFormat>();

export const gbp = (value: number, fractionDigits = 2): string => {
  let format = gbpFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    gbpFormats.set(fractionDigits, format);
  }
  return format.format(value);
};
