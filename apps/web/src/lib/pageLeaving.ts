/**
 * Whether this document is being left (a reload, a link to another document, `location.assign`):
 * from `beforeunload` on, the browser cancels the page's requests, and their failures say nothing
 * about the session or the server. Set again to false when the page is shown (back/forward cache).
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function isLeavingPage(): boolean {
  return leaving;
}
