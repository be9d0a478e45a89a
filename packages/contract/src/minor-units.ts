/** Decimal strings and integer minor units (no zod: pages that only format amounts stay light). */
export function toMinor(value: string, decimals: number): bigint | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  if (frac.length > decimals) return null;
  return BigInt(m[1]! + frac.padEnd(decimals, '0'));
}

export function fromMinor(value: bigint, decimals: number): string {
  return fromMinorText(value.toString(), decimals);
}

/** `fromMinor` of an integer already in decimal text (as PostgreSQL writes a bigint): `-1234` → `-0.001234`. */
export function fromMinorText(value: string, decimals: number): string {
  const negative = value.startsWith('-');
  const digits = (negative ? value.slice(1) : value).padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${int}${decimals ? `.${frac}` : ''}`;
}
