import { type ReactNode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Mounts `element` in `container` as a transition: React renders the first tree in slices of a few
 * milliseconds and lets the browser run between them (the page's input, its network callbacks, a
 * paint), where a plain first render is one task as long as the whole tree. On a phone the console's
 * first tree (the shell and the overview) took one task of some 100 ms at full speed and four times
 * that throttled; only committing it to the page stays one task. The container's content (the boot
 * screen) stays until the tree is committed.
 */
export function renderInSlices(container: Element, element: ReactNode): Root {
  const root = createRoot(container);
  startTransition(() => root.render(element));
  return root;
}
