import { create } from 'zustand';

interface PageCacheState {
  /** Bumped per fullPath by "refresh": the page's key changes, so it mounts afresh (SHELL-16). */
  generation: Record<string, number>;
  /** Bumped by a size change: every cached page mounts afresh (SHELL-23). */
  epoch: number;
  refresh(fullPath: string): void;
  clear(): void;
}

export const usePageCache = create<PageCacheState>((set) => ({
  generation: {},
  epoch: 0,
  refresh(fullPath) {
    set((s) => ({ generation: { ...s.generation, [fullPath]: (s.generation[fullPath] ?? 0) + 1 } }));
  },
  clear() {
    set((s) => ({ epoch: s.epoch + 1, generation: {} }));
  },
}));

/** The React key of a cached page. */
export function pageKey(fullPath: string, generation: Record<string, number>, epoch: number): string {
  return `${epoch}:${generation[fullPath] ?? 0}:${fullPath}`;
}
