/** A random UUID; falls back to getRandomValues where randomUUID is missing (plain-HTTP hosts). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per submission: retrying the same body reuses the key (the server replays
 * its stored answer instead of moving money twice); a changed body or a finished submission gets
 * a new one.
 */
export function createIdempotencyKeys() {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body ?? null);
      if (!last || last.body !== text) last = { body: text, key: newIdempotencyKey() };
      return last.key;
    },
    /** The submission succeeded (or was abandoned): the next one is new. */
    done(): void {
      last = null;
    },
  };
}
