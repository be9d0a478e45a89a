import { type ComponentType, createElement, lazy } from 'react';

/**
 * A route's page: its component, and a way to fetch its code ahead. The router starts every matched
 * page's download with the route's data and texts, instead of after them (the shell, then the page,
 * then its data, one after another).
 */
export type RoutePage = ComponentType & { preload: () => Promise<unknown> };

/** A page loaded when first shown, whose code can also be fetched ahead. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): RoutePage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}

/** A page whose code comes with the console's entry: there is nothing to fetch ahead. */
export function eagerPage(page: ComponentType): RoutePage {
  return Object.assign(() => createElement(page), { preload: () => Promise.resolve() });
}
