import type { MessageBundleName } from '../locales/bundleNames';
import { messageBundles } from '../locales/bundles';
import { loadMessageBundles } from './messageBundle';

/**
 * Adds the named bundles' texts to the UI's (each once); resolves when they are all there. Loaded
 * with the map of bundles by the first route that names one (never with /login).
 */
export function loadBundles(names: readonly MessageBundleName[]): Promise<void> {
  return loadMessageBundles(names.map((name) => messageBundles[name]));
}
