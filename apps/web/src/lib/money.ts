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
 * The console's one rule of decimals for an amount shown to people, the same for every asset on
 * every page (balances, lists, activity, the money page): grouped integer part, the fraction cut
 * (never rounded up) to the asset's `decimals` when given, trailing zeros dropped but at least
 * `minDecimals` kept ("12.500000" → "12.50", "0.123400" → "0.1234", "-100.000000" → "-100.00").
 */
export function displayAmount(value: string, minDecimals = 2, decimals?: number): string {
  const full = formatDecimal(value, decimals);
  if (full === null) return value;
  const [whole = '', fraction = ''] = full.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  return kept ? `${whole}.${kept}` : whole;
}

/** Which way an amount moves a balance: a credit (shown "+", green), a debit ("-", red) or nothing. */
export type AmountSign = 'credit' | 'debit' | 'zero';

export function amountSign(value: string): AmountSign {
  if (!/[1-9]/.test(value)) return 'zero';
  return value.trim().startsWith('-') ? 'debit' : 'credit';
}
