/**
 * Calendar months in a timezone (an IANA name, e.g. Asia/Shanghai): what the one-transfer-per-month
 * rule of batch collection counts in. Formatters are kept per zone (building one is the cost).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * A timezone name as this server knows it (Intl's own database decides), in its canonical spelling
 * (`asia/shanghai` is `Asia/Shanghai`); null for a name it does not know.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(name)) return null;
  try {
    return formatterOf(name).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The calendar month, `YYYY-MM`, that an instant falls in, in a timezone. */
export function calendarMonthIn(at: Date, timeZone: string): string {
  const parts = formatterOf(timeZone).formatToParts(at);
  const year = parts.find((p) => p.type === 'year')!.value;
  const month = parts.find((p) => p.type === 'month')!.value;
  return `${year}-${month}`;
}
