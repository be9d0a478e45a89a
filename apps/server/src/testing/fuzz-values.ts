import fc from 'fast-check';

/**
 * Values a careless or hostile client sends: wrong types, sizes past every limit, negative and
 * extreme numbers, unicode that trips naive code, and strings shaped like injections.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -0.000001,
  1.5,
  2 ** 53 + 1,
  -1e308,
  '',
  ' ',
  '-1',
  '-0.000001',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '999999999999999999999999999999999999.999999',
  'x'.repeat(20_000),
  '💸🙈'.repeat(50),
  '\u202Eevil\u202C',
  'ｆｕｌｌｗｉｄｔｈ',
  'a\u0000b',
  '\u0000',
  'bell\u0007',
  '\u001b[31mred',
  'next\u0085line',
  '\ud800',
  "' OR '1'='1",
  '1; DROP TABLE payouts;--',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  // a template placeholder, as text: it must stay text
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the point of this value
  '${7*7}{{7*7}}',
  '%00%2e%2e%2f',
  '00000000-0000-0000-0000-000000000000',
  '0b5e3f1e-2c4d-4e7a-9b1c-3d5e7f9a1b2c',
  [],
  ['a', 1, null],
  {},
  { $gt: '' },
];

const value = fc.constantFrom(...HOSTILE_VALUES);

/** A body for an operation: each of its fields present with a hostile value or left out, or worse. */
export function hostileBody(fields: readonly string[]): fc.Arbitrary<unknown> {
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] });
  return fc.oneof(
    { weight: 6, arbitrary: record },
    { weight: 1, arbitrary: value },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** `text` for an address; a lone surrogate, which has no UTF-8, goes as the bytes a sloppy client sends. */
function inAddress(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A value for a path or query parameter, as it goes into an address. */
export const hostileParam: fc.Arbitrary<string> = value.map((v) =>
  inAddress(typeof v === 'string' ? v.slice(0, 300) : JSON.stringify(v)),
);
