import fc from 'fast-check';

// Hostile input for the sweep of every route (tests/api/hostile-input.test.ts).

/** Percent-encodes every UTF-16 unit, lone surrogates included (as their WTF-8 bytes). */
export function encodeAll(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    const pair = unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length ? value.charCodeAt(i + 1) : 0;
    if (pair >= 0xdc00 && pair <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16)}`).join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}

export const hostile = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    'x'.repeat(5_000),
    '%00',
    '../../etc/passwd',
    "'; drop table x; --",
    '<script>',
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', minLength: 257, maxLength: 6_000 }),
);
