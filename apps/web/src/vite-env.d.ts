/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_APP_TITLE?: string;
  /** package.json version, set by vite.config.ts. */
  readonly VITE_APP_VERSION?: string;
  /** ISO time of the build, set by vite.config.ts. */
  readonly VITE_BUILD_TIME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
