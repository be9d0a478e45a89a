import { useEffect } from 'react';
import { useSearchStore } from './searchStore';

/** True when a key press goes to something the user types into. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** SHELL-17: `s` opens the search panel (not while typing); `esc` closes it. */
export function useSearchHotkey(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { open, setOpen } = useSearchStore.getState();
      if (event.key === 'Escape' && open) {
        setOpen(false);
        return;
      }
      if (open || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === 's' || event.key === 'S') {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
