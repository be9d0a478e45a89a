/**
 * How long a caller found valid in the database may answer from memory, for the writes that
 * confirm it themselves (`ConfirmedAuthenticate`), and how many callers are kept at most.
 */
export const REMEMBER_MS = 30_000;
const REMEMBER_MAX = 10_000;

/** Callers recently found valid, by a key of their credential; an entry answers until its time. */
export function confirmedMemory<V>() {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string, now: number): V | undefined {
      const hit = entries.get(key);
      return hit && hit.until > now ? hit.value : undefined;
    },
    set(key: string, value: V, until: number) {
      if (entries.size >= REMEMBER_MAX) entries.clear();
      entries.set(key, { value, until });
    },
    delete(key: string) {
      entries.delete(key);
    },
    deleteWhere(test: (value: V) => boolean) {
      for (const [key, e] of entries) if (test(e.value)) entries.delete(key);
    },
  };
}
