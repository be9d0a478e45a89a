import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A worker keeps the modules it loaded from one file to the next: the server's code is imported
    // and PGlite's WebAssembly compiled once per worker instead of once per file (no file mocks a
    // module; each opens its own database and app).
    isolate: false,
  },
});
