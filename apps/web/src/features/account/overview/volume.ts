const DAY_MS = 86_400_000;

export interface VolumeDay {
  day: string;
  /** Decimal string per asset ("0" when nothing was received). */
  amounts: Record<string, string>;
}

/**
 * The last `days` UTC days ending today (the server groups by UTC day), each with the amount per
 * asset; days without receipts are present with nothing in them.
 */
export function volumeSeries(
  rows: { day: string; asset: string; amount: string }[],
  now: Date,
  days = 30,
): VolumeDay[] {
  const end = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const series: VolumeDay[] = [];
  for (let i = days - 1; i >= 0; i--)
    series.push({ day: new Date(end - i * DAY_MS).toISOString().slice(0, 10), amounts: {} });
  const byDay = new Map(series.map((d) => [d.day, d]));
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) day.amounts[row.asset] = row.amount;
  }
  return series;
}

/** Bar height in [0, 1] relative to the tallest day (Number is fine here: it only draws pixels). */
export function barScale(series: VolumeDay[]): (amount: string | undefined) => number {
  const totals = series.map((d) => Object.values(d.amounts).reduce((s, a) => s + Number(a), 0));
  const max = Math.max(0, ...totals);
  return (amount) => (max > 0 && amount ? Number(amount) / max : 0);
}
