/**
 * The payer's clock may be wrong: the page measures how far the server's clock is from the local
 * one (the server_time of an answer against the middle of the request) and counts down with it.
 */
export function clockOffset(serverTimeIso: string, sentAtMs: number, receivedAtMs: number): number {
  const server = Date.parse(serverTimeIso);
  if (Number.isNaN(server)) return 0;
  return server - Math.round((sentAtMs + receivedAtMs) / 2);
}

/** Milliseconds left until `expiresAtIso` on the server's clock (never below zero). */
export function remainingMs(expiresAtIso: string, offsetMs: number, nowMs: number): number {
  const expires = Date.parse(expiresAtIso);
  if (Number.isNaN(expires)) return 0;
  return Math.max(0, expires - (nowMs + offsetMs));
}

const two = (n: number) => String(n).padStart(2, '0');

/** "mm:ss", or "h:mm:ss" from one hour up (seconds rounded up: 0:00 only when the time is over). */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
