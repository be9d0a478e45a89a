/** Amounts are decimal strings on the wire (`"12.500000"`); they are formatted as text, never as floats. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value.trim());
}

/**
 * Groups the integer part with commas and pads/cuts the fraction to `decimals` digits (cutting
 * rounds down towards zero: display never shows more than there is). Returns null for non-decimals.
 */
export function formatDecimal(value: string, decimals?: number): string | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = decimals === undefined ? fraction : fraction.slice(0, decimals).padEnd(decimals, '0');
  const isZero = /^0*$/.test(whole) && /^0*$/.test(digits);
  return `${isZero ? '' : sign}${grouped}${digits ? `.${digits}` : ''}`;
}

/**
 * An amount for people: grouped integer part, trailing zeros of the fraction dropped but at least
 * `minDecimals` kept ("12.500000" → "12.50", "0.123400" → "0.1234", "1000.000000" → "1,000.00").
 */
export function displayAmount(value: string, minDecimals = 2): string {
  const full = formatDecimal(value);
  if (full === null) return value;
  const [whole = '', fraction = ''] = full.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  return kept ? `${whole}.${kept}` : whole;
}
