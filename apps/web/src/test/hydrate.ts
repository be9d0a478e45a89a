import { act, type ReactNode } from 'react';
import { createRoot, type HydrationOptions, hydrateRoot, type Root } from 'react-dom/client';

/**
 * The roots tests hydrated, unmounted after each test by `setup.ts`. A root left mounted lives on in
 * the worker's shared module registry: a page that polls (the payment page asks for its order every
 * few seconds) went on asking through the files the worker ran after its own, and its requests took
 * the place of those files' own in their stubbed `fetch`.
 */
const hydrated: Root[] = [];

/** Hydrates `element` over the server's HTML in `container`, as the browser's script does. */
export async function hydrateInTest(
  container: Element,
  element: ReactNode,
  options?: HydrationOptions,
): Promise<Root> {
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, options);
    hydrated.push(root);
  });
  if (!root) throw new Error('hydrateRoot gave no root');
  return root;
}

/** Keeps `root` (mounted by the code under test) to be unmounted after the test, as a hydrated one. */
export function unmountAfterTest(root: Root): Root {
  hydrated.push(root);
  return root;
}

/** A plain root on `container`, unmounted after the test. */
export function createRootInTest(container: Element): Root {
  return unmountAfterTest(createRoot(container));
}

/** Unmounts every root hydrated since the last call (`setup.ts`, after each test). */
export function unmountHydrated(): void {
  if (hydrated.length === 0) return;
  act(() => {
    for (const root of hydrated.splice(0)) root.unmount();
  });
}
