import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { loggedInMerchant } from './scenarios';
import type { Actor } from './settings';

/**
 * Stands for a value that a test hook sets: reading a property reads it from the value of the
 * moment, so a test file declares it once at the top and uses it like the value itself.
 */
function setByHook<T extends object>(current: () => T | undefined, what: string): T {
  const value = () => {
    const v = current();
    if (v === undefined) throw new Error(`${what} is set by a test hook: use it inside a test`);
    return v;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(value(), key);
      return d && { ...d, configurable: true };
    },
  });
}

type Env = Parameters<typeof createTestApp>[0];

const replacers = new WeakMap<TestApp, (app: TestApp) => void>();

/** A new app (and database) for every test of the file; after each, the ledger is checked and it closes. */
export function appPerTest(env?: Env): TestApp {
  let app: TestApp | undefined;
  beforeEach(async () => {
    app = await createTestApp(env);
  });
  afterEach(async () => {
    await app?.checkLedger();
    await app?.close();
    app = undefined;
  });
  const perTest = setByHook(() => app, 'the test app');
  replacers.set(perTest, (next) => {
    app = next;
  });
  return perTest;
}

/**
 * Two server instances on one new database for every test of the file (requests spread over both
 * race as they would behind a load balancer); after each, the ledger is checked and both close.
 */
export function twoAppsPerTest(env?: Env): { one: TestApp; two: TestApp } {
  let pair: { one: TestApp; two: TestApp } | undefined;
  beforeEach(async () => {
    const one = await createTestApp(env);
    pair = { one, two: await createTestApp(env, { db: one.db }) };
  });
  afterEach(async () => {
    await pair?.one.checkLedger();
    await pair?.two.app.close();
    await pair?.one.close();
    pair = undefined;
  });
  return {
    one: setByHook(() => pair?.one, 'the first test app'),
    two: setByHook(() => pair?.two, 'the second test app'),
  };
}

/**
 * For the rest of the running test, `t` (of `appPerTest`) stands for `next`: a test that restarts
 * the server or needs other settings; after the test, `next` is the app checked and closed.
 */
export function replaceTestApp(t: TestApp, next: TestApp) {
  const replace = replacers.get(t);
  if (!replace) throw new Error('only an app of appPerTest can be replaced');
  replace(next);
}

/** One app for all the tests of the file; the ledger is checked after each test, the app closed after the last. */
export function appPerFile(env?: Env): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(env);
  });
  afterEach(() => app?.checkLedger());
  afterAll(() => app?.close());
  return setByHook(() => app, 'the test app');
}

/** Two logged-in merchants registered once for the file (one acts, the other is "another merchant"). */
export function twoMerchantsPerFile(t: TestApp): [Actor, Actor] {
  const merchants: Actor[] = [];
  beforeAll(async () => {
    merchants.push(await loggedInMerchant(t), await loggedInMerchant(t));
  });
  return [setByHook(() => merchants[0], 'merchant a'), setByHook(() => merchants[1], 'merchant b')];
}
