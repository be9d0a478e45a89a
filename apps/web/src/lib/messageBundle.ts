import { registerMessages } from '@mc/contract';
import type { MessageBundle, MessageBundleLoader } from '../locales/messageBundle';
import { i18n } from './i18n';

const loading = new Map<MessageBundleLoader, Promise<void>>();

function addBundle(bundle: MessageBundle): void {
  i18n.addResourceBundle('cn', 'translation', bundle.cn, true, true);
  i18n.addResourceBundle('en', 'translation', bundle.en, true, true);
  for (const catalogue of bundle.contract ?? []) registerMessages(catalogue);
}

/** Adds the bundles' texts to the UI's (each bundle once); resolves when all are there. */
export function loadMessageBundles(loaders: readonly MessageBundleLoader[]): Promise<void> {
  return Promise.all(
    loaders.map((loader) => {
      let done = loading.get(loader);
      if (!done) {
        done = loader().then(addBundle);
        loading.set(loader, done);
        // a failed chunk request may be tried again by the next navigation
        done.catch(() => loading.delete(loader));
      }
      return done;
    }),
  ).then(() => undefined);
}
