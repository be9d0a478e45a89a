import { create } from 'zustand';

/** Whether the side menu is open over the page on a narrow screen (not saved: each visit starts closed). */
export const useNarrowAside = create<{ open: boolean; setOpen(open: boolean): void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
