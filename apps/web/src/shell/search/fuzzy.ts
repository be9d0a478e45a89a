/**
 * SHELL-18: fuzzy match: every character of the query appears in order in the text (case-insensitive).
 * Returns a score (higher is better) or null. Consecutive and word-start matches score more.
 */
export function fuzzyScore(query: string, text: string): number | null {
  const q = query.trim().toLowerCase().replace(/\s+/g, '');
  if (!q) return 0;
  const s = text.toLowerCase();
  let score = 0;
  let from = 0;
  let previous = -2;
  for (const char of q) {
    const at = s.indexOf(char, from);
    if (at === -1) return null;
    score += at === previous + 1 ? 3 : 1;
    if (at === 0 || /[\s/\-_]/.test(s[at - 1] ?? '')) score += 2;
    previous = at;
    from = at + 1;
  }
  return score - s.length / 100;
}
