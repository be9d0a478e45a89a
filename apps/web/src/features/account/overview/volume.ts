const DAY_MS = 86_400_000;

export interface VolumeDay {
  day: string;
  /** Decimal string per asset ("0" when nothing was received). */
  amounts: Record<string, string>;
}

/**
 * The last `days` days of the merchant's time zone ending on `today` there (`YYYY-MM-DD`, as the
 * server that groups by the same days names it), each with the amount per asset; days without
 * receipts are present with nothing in them. No time zone is read here: a browser builds its zone
 * database on first use, which took a tenth of a second of a phone's main thread on the overview.
 */
export function volumeSeries(
  rows: { day: string; asset: string; amount: string }[],
  today: string,
  days = 30,
): VolumeDay[] {
  const end = Date.parse(`${today}T00:00:00Z`);
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

export interface AxisLabel {
  x: number;
  anchor: 'start' | 'middle' | 'end';
}

/**
 * Where the x-axis label of day `i` of `count` sits in a chart `width` wide: every fifth day under
 * its bar, the last one anchored at its end so that it stays inside the chart; null for no label.
 */
export function axisLabel(i: number, count: number, width: number): AxisLabel | null {
  if (i % 5 !== 4) return null;
  const slot = width / count;
  if (i === count - 1) return { x: width, anchor: 'end' };
  return { x: i * slot + slot / 2, anchor: 'middle' };
}
