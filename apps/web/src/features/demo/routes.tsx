import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

/** All demo pages load as one chunk (one import in the entry instead of one per page). */
const demoPage = (name: keyof typeof import('./demoPages')) =>
  lazyPage(() => import('./demoPages').then((pages) => ({ default: pages[name] })));

const page = {
  cacheOn: demoPage('cacheOn'),
  cacheOff: demoPage('cacheOff'),
  cacheParams: demoPage('cacheParams'),
  arguSend: demoPage('arguSend'),
  arguGet: demoPage('arguGet'),
  frames: demoPage('frames'),
  env: demoPage('env'),
  locales: demoPage('locales'),
  importFile: demoPage('importFile'),
  exportFile: demoPage('exportFile'),
  clipboard: demoPage('clipboard'),
  day: demoPage('day'),
  cookie: demoPage('cookie'),
  db: demoPage('db'),
  log: demoPage('log'),
  container: demoPage('container'),
  amount: demoPage('amount'),
  address: demoPage('address'),
  qrcode: demoPage('qrcode'),
};

type Leaf = [path: string, key: string, component: RouteRecord['component'], extra?: Partial<RouteRecord>];

function group(path: string, key: string, icon: RouteRecord['icon'], leaves: Leaf[]): RouteRecord {
  return {
    path,
    name: `demo-${key}`,
    titleKey: `route.demo.${key}`,
    icon,
    auth: true,
    children: leaves.map(([leafPath, leafKey, component, extra]) => ({
      path: `${path}/${leafPath}`,
      name: `demo-${key}-${leafKey}`,
      titleKey: `route.demo.${leafKey}`,
      auth: true,
      component,
      ...extra,
    })),
  };
}

const params = (id: string) => ({ path: `/demo/playground/page-cache/params/${id}`, params: { id } });

/** Seed §2: the demo section (playground, plugins, components), behind auth, menu group "Demo". */
export const demoRoutes: RouteRecord = {
  path: '/demo',
  name: 'demo',
  titleKey: 'route.demo.root',
  icon: 'demo',
  auth: true,
  // the demo pages call nothing of the merchant's: every user may open them
  permission: 'account.own',
  // every demo page shows the demo texts (their titles come with the shell's)
  messages: ['demo'],
  children: [
    group('/demo/playground', 'playground', 'playground', [
      ['page-cache/on', 'cacheOn', page.cacheOn, { cache: true }],
      ['page-cache/off', 'cacheOff', page.cacheOff],
      [
        'page-cache/params/:id',
        'cacheParams',
        page.cacheParams,
        { cache: true, links: [params('1'), params('2')] },
      ],
      ['page-argu/send', 'arguSend', page.arguSend],
      ['page-argu/get/:username', 'arguGet', page.arguGet, { hidden: true }],
      ['frames', 'frames', page.frames, { cache: true }],
      ['env', 'env', page.env],
      ['locales', 'locales', page.locales],
    ]),
    group('/demo/plugins', 'plugins', 'plugins', [
      ['import', 'import', page.importFile, { cache: true }],
      ['export', 'export', page.exportFile],
      ['clipboard', 'clipboard', page.clipboard],
      ['day', 'day', page.day],
      ['cookie', 'cookie', page.cookie],
      ['db', 'db', page.db],
      ['log', 'log', page.log],
    ]),
    group('/demo/components', 'components', 'components', [
      ['container', 'container', page.container],
      ['amount', 'amount', page.amount],
      ['address', 'address', page.address],
      ['qrcode', 'qrcode', page.qrcode],
    ]),
  ],
};
