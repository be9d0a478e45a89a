import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page loaded when first shown, whose code can also be fetched ahead: the router starts every
 * matched page's download with the route's data and texts, instead of after them (the shell, then
 * the page, then its data, one after another).
 */
export interface LazyPage extends LazyExoticComponent<ComponentType> {
  preload: () => Promise<unknown>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}
