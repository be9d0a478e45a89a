/** The build's hashed files (scripts, styles, fonts, images): `/assets/…`. */
export const isAssetPath = (url: string) => url.startsWith('/assets/');

/** What a file (not a document) needs of the security headers: its type is not guessed, nor is it embedded elsewhere. */
const FILE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'];

/**
 * The security headers a hashed file is sent with: those meant for documents (the content security
 * policy, framing, referrer, opener, HSTS…) mean nothing on a script or a style sheet and cost every
 * such answer some 600 bytes; a page loads tens of them.
 */
export function assetHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => FILE_HEADERS.includes(name)));
}
