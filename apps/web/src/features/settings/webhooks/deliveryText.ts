/** A last HTTP status as the log shows it: the code, "no answer" after a try without one, or a dash. */
export function httpStatusText(code: number | null, attempts: number, noAnswer: string): string {
  if (code !== null) return String(code);
  return attempts > 0 ? noAnswer : '—';
}

/** A duration in milliseconds, in seconds from one second up. */
export function msText(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** An event body as indented JSON. */
export const prettyJson = (value: unknown): string => JSON.stringify(value, null, 2);

/** Local days `YYYY-MM-DD` as the API's range: from the first day's start to the day after the last. */
export function dayRange(from: string, to: string): { from: string; to: string } {
  const start = new Date(`${from}T00:00:00`);
  const end = new Date(`${to}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}
