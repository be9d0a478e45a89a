import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { firstScreenStylesPlugin } from './scripts/antdStylesPlugin';
import { barrelImportsPlugin } from './scripts/barrelImports';
import { bootScreenFirstPlugin } from './scripts/bootScreenFirst';
import { browserContractPlugin } from './scripts/browserContract';
import { CONSOLE_ENTRY } from './scripts/bundle-size';
import { deepImportsPlugin } from './scripts/deepImports';
import { pagePreloadsPlugin } from './scripts/pagePreloads';
import { PREACT_COMPAT } from './scripts/preactCompat';
import { publicEntryInDev } from './scripts/publicEntryDev';
import { ZOD_WITHOUT_EVAL } from './scripts/zodAlias';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:8080';

/** The build's version and time, as the pages show them. */
export const buildDefines = {
  'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
  'import.meta.env.VITE_BUILD_TIME': JSON.stringify(new Date().toISOString()),
};

/**
 * The framework every page needs: React, i18next, the date and cookie helpers (one chunk of the console's
 * build, one of the public entry's).
 */
export const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|preact|i18next|dayjs|js-cookie)[\\/]/;

/**
 * The console (index.html); the public entry (public.html: the pages a stranger opens, drawn on the
 * server) is a build of its own (`vite.public.config.ts`), and `vite build --ssr src/public/render.tsx`
 * builds the server's render of it. The dev server serves both entries.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        barrelImportsPlugin(),
        browserContractPlugin(),
        deepImportsPlugin(),
        firstScreenStylesPlugin(),
        bootScreenFirstPlugin(),
        pagePreloadsPlugin(CONSOLE_ENTRY),
        publicEntryInDev(),
      ],
  define: buildDefines,
  // the server's render of the public entry: on Preact as its browser build, with every package inside
  // (the browser's build: Zod without eval, which its content security policy forbids)
  ...(isSsrBuild
    ? { resolve: { alias: PREACT_COMPAT }, ssr: { noExternal: true } }
    : { resolve: { alias: ZOD_WITHOUT_EVAL } }),
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: isSsrBuild ? ssrBuild : clientBuild,
}));

/** Modules known to do nothing at module level, beyond those that say so: tree-shaken whole. */
export const SIDE_EFFECT_FREE = [
  // These packages declare no `sideEffects` but have none at module level: antd's Input imports
  // the form context only for a provider, which would otherwise pull the whole form engine
  // and its validator into the first load of /login.
  { test: /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
  // The contract builds schemas at module level and does nothing else there: a page takes only
  // the areas it uses (the login page does not download settings, KYB or ops schemas).
  { test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
  // An area's components and its face do nothing at module level but render and re-export: a
  // page that takes one name from another area's face (a path, a tag) loads no other screen
  // of that area (the overview does not download the payout dialogs). Their CSS still comes
  // with each component that is used.
  { test: /src[\\/]features[\\/].*\.tsx$/, sideEffects: false },
  { test: /src[\\/]features[\\/][a-z-]+[\\/](index|paths)\.ts$/, sideEffects: false },
];

/** The console's entry chunk, named apart from the areas' `index.ts` chunks. */
const ENTRY_CHUNK = 'assets/entry-';

/** The console's build: hashed chunks, a manifest, its public pages' preloads. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  manifest: true,
  // A lazy chunk's dependencies are preloaded when it is imported, but never the entry: it has run
  // before any lazy import (the loader would add a link for it to every page that loads one)
  modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.startsWith(ENTRY_CHUNK)) },
  rolldownOptions: {
    input: { index: 'index.html' },
    output: {
      entryFileNames: `${ENTRY_CHUNK}[hash].js`,
      // One framework chunk for what every page needs: fewer requests, better compression. Zod is
      // not in it: the login page loads the contract's schemas only when it calls. The router and
      // the stores are a chunk of their own.
      codeSplitting: {
        groups: [
          { name: 'framework', test: FRAMEWORK },
          {
            name: 'console-framework',
            test: /node_modules[\\/](react-router|zustand)[\\/]/,
          },
          {
            // The texts the shell shows (its own and every area's route titles) with the map of
            // message bundles: one request, made with the guard's, before the shell renders.
            name: 'shell-texts',
            test: /src[\\/]locales[\\/](bundles\.ts|shell[\\/]|[a-z]+[\\/]routes\.ts)/,
            // only these modules: what they import stays where it is (the i18n setup is in every page)
            includeDependenciesRecursively: false,
          },
          {
            // What the entry imports, the shell among it (every console page is drawn inside the
            // shell): one chunk. Split by which lazy pages share each module, it was some 70 chunks of a
            // few KB, each a request whose issue costs a phone's main thread a few milliseconds.
            name: 'initial',
            tags: ['$initial'],
          },
        ],
      },
    },
    treeshake: {
      moduleSideEffects: SIDE_EFFECT_FREE,
    },
  },
  chunkSizeWarningLimit: 900,
};

/** The server's render of the public entry: one module (and its chunks) for Node, into dist/.ssr. */
const ssrBuild: BuildEnvironmentOptions = {
  outDir: 'dist/.ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { entryFileNames: 'render.js' } },
};
