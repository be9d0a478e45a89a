import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserContractPlugin } from './scripts/browserContract';
import { PUBLIC_ENTRY, PUBLIC_MANIFEST } from './scripts/bundle-size';
import { compileHintsPlugin } from './scripts/compileHints';
import { pagePreloadsPlugin } from './scripts/pagePreloads';
import { PREACT_COMPAT } from './scripts/preactCompat';
import { ZOD_WITHOUT_EVAL } from './scripts/zodAlias';
import { buildDefines, FRAMEWORK, SIDE_EFFECT_FREE } from './vite.config';

/**
 * The public entry's build (public.html: the payer's pages, drawn on the server), into the console's
 * `dist` after the console's build (`vite build -c vite.public.config.ts`). A build of its own, so that
 * its chunks are cut for its pages alone: the entry with everything it imports, the framework, the
 * page's chunk and what the pages share; nothing is split off because the console shares it. Its CSS
 * is one file, which the server writes into the page's head (`platform/inline-styles.ts`): no page
 * chunk asks for a style sheet of its own. The scripts a page runs as it loads carry the compile hint
 * (`scripts/compileHints.ts`).
 */
export default defineConfig({
  plugins: [
    react(),
    browserContractPlugin(),
    pagePreloadsPlugin(PUBLIC_ENTRY),
    compileHintsPlugin(PUBLIC_ENTRY),
  ],
  define: buildDefines,
  resolve: { alias: [...PREACT_COMPAT, ...ZOD_WITHOUT_EVAL] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: PUBLIC_MANIFEST,
    cssCodeSplit: false,
    rolldownOptions: {
      input: { public: PUBLIC_ENTRY },
      output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
      treeshake: { moduleSideEffects: SIDE_EFFECT_FREE },
    },
  },
});
