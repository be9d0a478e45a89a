/**
 * Ends the current task and resumes in a new one: the browser may paint and answer input in between,
 * and work split this way never makes one long task of its parts.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
