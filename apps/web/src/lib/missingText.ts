/**
 * What a text the console lacks reads as: its default when the caller gave one, else the words of
 * the key's last part ("history.type.payout_transferred" → "Payout transferred"), never the raw key.
 */
export function missingText(key: string, defaultValue?: string): string {
  if (defaultValue !== undefined) return defaultValue;
  const last = key.slice(key.lastIndexOf('.') + 1);
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
