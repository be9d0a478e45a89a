import type { messageBundles } from './bundles';

/** The name of a message bundle, as route records give it (the bundles load only when asked for). */
export type MessageBundleName = keyof typeof messageBundles;
