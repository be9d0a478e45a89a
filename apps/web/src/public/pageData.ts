import type { Lang } from '@mc/contract';

/** The element holding what the server read for the page (`<script type="application/json">`). */
export const PAGE_DATA_ID = 'mc-page-data';

/** What a server-rendered page hands its hydration: the language, the id and the answer it was drawn from. */
export interface PageData {
  lang: Lang;
  id: string;
  /** The answer, or null when there is nothing of that id. */
  data: unknown;
  /** Whether the server has a dev faucet (a simulated chain's): the payer pages show its button without asking. */
  faucet?: boolean;
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` are written as JSON escapes, so no
 * text of the answer (a merchant's name, an order's description) can close the element or open a
 * comment; U+2028 and U+2029 likewise.
 */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The page's data as the server wrote it, or null on a page the browser draws by itself. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
