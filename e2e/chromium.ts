import fs from 'node:fs';

/**
 * The system Chromium and the flags it runs with here (its own download does not work on these
 * machines): the bench's Lighthouse runs launch the whole browser, as a phone's Chrome would run.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e specs launch Debian's headless shell when it is there (`chromium-headless-shell`, the same
 * engine without the browser's own interface): the whole browser's interface pages cost a busy
 * two-core machine a fifth of every spec's time. `CHROMIUM_PATH` overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
