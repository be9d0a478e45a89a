import { create } from 'zustand';

interface SearchState {
  open: boolean;
  setOpen(open: boolean): void;
}

/** SHELL-17/19: whether the search panel is open. */
export const useSearchStore = create<SearchState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
