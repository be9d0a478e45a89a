import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { i18n } from './i18n';
import { translatorOf } from './translator';

/**
 * The texts of the UI in its language: `const { t, i18n } = useTranslation()`. A component draws again
 * when the language changes or texts are added (an area's bundle arriving); `t` is then a new
 * function, so what was memoised with it is made again. One `TranslationRoot` at the top of a tree
 * (`app/Providers`, `public/PublicRoot`) watches the instance for all of it: a component reads it from
 * the context, with no watch, state or effect of its own (a page's first render has a few dozen of
 * them). A component drawn outside a root reads the texts as they are when it draws.
 */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

interface Watch {
  revision: number;
  listeners: Set<() => void>;
  latest?: Translation & { lng: string; revision: number };
}
const watches = new WeakMap<I18n, Watch>();

function watchOf(instance: I18n): Watch {
  let watch = watches.get(instance);
  if (!watch) {
    const created: Watch = { revision: 0, listeners: new Set() };
    // bound once, for the life of the instance: a language change and added texts are news to every reader
    const changed = () => {
      created.revision += 1;
      for (const listener of [...created.listeners]) listener();
    };
    instance.on('languageChanged', changed);
    instance.store.on('added', changed);
    watches.set(instance, created);
    watch = created;
  }
  return watch;
}

/** The instance's texts as they are now: the same object until its language or texts change. */
function translationOf(instance: I18n): Translation {
  const watch = watchOf(instance);
  const lng = instance.language;
  const latest = watch.latest;
  if (latest && latest.lng === lng && latest.revision === watch.revision) return latest;
  watch.latest = { t: translatorOf(instance, lng), i18n: instance, lng, revision: watch.revision };
  return watch.latest;
}

/** Draws its caller again whenever `translationOf(instance)` is no longer what it drew with. */
function useWatch(instance: I18n, drawn: Translation): void {
  const [, redraw] = useState(0);
  const last = useRef(drawn);
  last.current = drawn;
  useEffect(() => {
    const check = () => {
      if (translationOf(instance) !== last.current) redraw((n) => n + 1);
    };
    const { listeners } = watchOf(instance);
    listeners.add(check);
    // what changed between the render and this effect
    check();
    return () => {
      listeners.delete(check);
    };
  }, [instance]);
}

const TranslationContext = createContext<Translation | null>(null);

/** The top of a tree that speaks: `instance` (the app's unless given: the server draws each language with its own). */
export function TranslationRoot({ i18n: instance = i18n, children }: { i18n?: I18n; children: ReactNode }) {
  const translation = translationOf(instance);
  useWatch(instance, translation);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  return useContext(TranslationContext) ?? translationOf(i18n);
}
