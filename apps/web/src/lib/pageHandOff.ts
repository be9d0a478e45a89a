import { useEffect, useState } from 'react';
import { notify } from './notify';

/**
 * What a page hands to the page it opens with a full load (the sign-in pages are the public entry's,
 * the console is another document): the email to fill in, a success notice to show there. Kept in
 * this tab's sessionStorage for the path it was handed to, and read once, by that path.
 */
export interface HandOff {
  email?: string;
  notice?: string;
}

const KEY = 'mc.handOff';

const pathOf = (target: string) => new URL(target, 'http://page.invalid').pathname;

function store(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // storage refused (privacy settings): nothing is handed over, the page opens all the same
    return undefined;
  }
}

/** How a document is opened: the browser's location (a test watches it: jsdom opens no document). */
export const documentNavigation = {
  open(target: string, replace: boolean): void {
    if (replace) window.location.replace(target);
    else window.location.assign(target);
  },
};

/** Opens `target` (a path of this site) as a new document, handing it `handOff`. */
export function openPage(target: string, options: { replace?: boolean; handOff?: HandOff } = {}): void {
  const { replace = false, handOff } = options;
  try {
    if (handOff) store()?.setItem(KEY, JSON.stringify({ path: pathOf(target), ...handOff }));
  } catch {
    // a full storage hands nothing over
  }
  documentNavigation.open(target, replace);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** What was handed to `pathname` (removed as it is read); nothing when it was handed to another page. */
export function takeHandOff(pathname: string): HandOff | undefined {
  const storage = store();
  const raw = storage?.getItem(KEY);
  if (!raw) return undefined;
  storage?.removeItem(KEY);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { path, email, notice } = parsed as Record<string, unknown>;
    if (path !== pathname) return undefined;
    return { email: text(email), notice: text(notice) };
  } catch {
    return undefined;
  }
}

/** Shows the notice handed to the page at `pathname`, and answers the rest. */
export function receiveHandOff(pathname: string): HandOff | undefined {
  const handed = takeHandOff(pathname);
  if (handed?.notice) notify.success(handed.notice);
  return handed;
}

/**
 * A page's hand-off, read once it is in the browser (a page drawn on the server is hydrated first,
 * as drawn); its notice is shown then.
 */
export function useHandOff(): HandOff | undefined {
  const [handed, setHanded] = useState<HandOff>();
  useEffect(() => {
    // a second run (React's strict mode) finds it taken and keeps the first's
    const handed = receiveHandOff(window.location.pathname);
    if (handed) setHanded(handed);
  }, []);
  return handed;
}
