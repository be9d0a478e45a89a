/**
 * The API answers the page was sent with (`#mc-first-data`: the server reads them ahead for the page's
 * own request and session, `apps/server/src/platform/first-data.ts`): the guard's merchant info and the
 * overview's balances arrive with the page instead of a round trip after the scripts have run. Each is
 * the answer to the first request for its path made while the page starts, taken once; every other
 * request asks the server.
 */
let answers: Map<string, unknown> | undefined;

/** How long after the page began its answers stand in for a request: the page's start, not later. */
export const FIRST_ANSWERS_MS = 15_000;

/**
 * Reads the page's answers (and removes their element): done by the first request; a test that writes
 * the element reads it again.
 */
export function readFirstAnswers(): void {
  answers = read();
}

function read(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById('mc-first-data');
  element?.remove();
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    return new Map(parsed !== null && typeof parsed === 'object' ? Object.entries(parsed) : []);
  } catch {
    return new Map();
  }
}

/** The answer the page came with for the API path `path`, once, while the page starts; else undefined. */
export function takeFirstAnswer(path: string): unknown {
  answers ??= read();
  if (performance.now() > FIRST_ANSWERS_MS) answers.clear();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
