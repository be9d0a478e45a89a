import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

/** Below this width the side menu leaves the page to the content and opens over it on demand. */
export const NARROW_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** True on a narrow screen (a phone): the side menu is an overlay there, closed by default. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}

/** Whether the side menu is open over the page on a narrow screen (not saved: each visit starts closed). */
export const useNarrowAside = create<{ open: boolean; setOpen(open: boolean): void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
