import { API_BASE } from './http/url';

/** Build settings, injected by vite.config.ts from package.json and the build clock. */
export const buildInfo = {
  mode: import.meta.env.MODE,
  version: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
  buildTime: import.meta.env.VITE_BUILD_TIME ?? '',
  apiBase: API_BASE,
  title: import.meta.env.VITE_APP_TITLE || 'Merchant Console',
};
