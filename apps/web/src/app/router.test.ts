import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../lib/routing/lazyPage';
import { writePreference } from '../lib/storage';
import { buildRouteObjects } from './router';

const page = () => vi.fn(async () => ({ default: () => null }));

async function runLoader(path: string, loader: unknown) {
  const run = loader as (args: Pick<LoaderFunctionArgs, 'request' | 'params'>) => Promise<unknown>;
  await run({ request: new Request(`http://console.test${path}`), params: {} });
}

describe('the router', () => {
  it("starts a page's code download in the route's loader, once however often it is asked", async () => {
    const load = page();
    const component = lazyPage(load);
    const [root] = buildRouteObjects([{ path: '/open', name: 'open', component }]);
    const route = root!.children![0]!;
    expect(typeof route.loader).toBe('function');
    await runLoader('/open', route.loader);
    expect(load).toHaveBeenCalledTimes(1);
    await component.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches no page code for a page that needs a session when there is none', async () => {
    const load = page();
    const [root] = buildRouteObjects([
      { path: '/private', name: 'private', auth: true, permission: 'account.own', component: lazyPage(load) },
    ]);
    const route = root!.children![0]!;
    await runLoader('/private', route.loader).catch(() => undefined);
    expect(load).not.toHaveBeenCalled();
  });

  it("starts a page's first data beside its code when the saved role may read it, else not", async () => {
    const data = vi.fn(async () => undefined);
    const [root] = buildRouteObjects([
      { path: '/home', name: 'home', permission: 'overview.read', data, component: lazyPage(page()) },
      { path: '/open', name: 'open', data, component: lazyPage(page()) },
      { path: '/private', name: 'private', auth: true, data, component: lazyPage(page()) },
    ]);
    const [home, open, secret] = root!.children!;
    writePreference('user.info', { permissions: ['history.read'] });
    await runLoader('/home', home!.loader);
    expect(data).not.toHaveBeenCalled();
    writePreference('user.info', { permissions: ['history.read', 'overview.read'] });
    await runLoader('/home', home!.loader);
    expect(data).toHaveBeenCalledTimes(1);
    // a page that asks no permission; a page that needs a session there is none of (no request)
    await runLoader('/open', open!.loader);
    await runLoader('/private', secret!.loader).catch(() => undefined);
    expect(data).toHaveBeenCalledTimes(2);
    writePreference('user.info', undefined);
  });
});
