import { describe, expect, it } from 'vitest';
import { OVERVIEW_PAGES } from '../../scripts/bundle-size';
import { overviewRoute } from '../features/account/routes';

describe("the overview's first load, as the server names it in the page's head", () => {
  it("holds the page, the guard, the bundles' loader (with their map) and each bundle of the overview's route", () => {
    expect(OVERVIEW_PAGES.sources).toContain('src/features/account/overview/OverviewPage.tsx');
    expect(OVERVIEW_PAGES.sources).toContain('src/app/guard.ts');
    expect(OVERVIEW_PAGES.sources).toContain('src/lib/loadBundles.ts');
    const bundles = OVERVIEW_PAGES.sources.filter((s) => /^src\/locales\/\w+\/bundle\.ts$/.test(s));
    expect(bundles.sort()).toEqual(
      (overviewRoute.messages ?? []).map((name) => `src/locales/${name}/bundle.ts`).sort(),
    );
  });
});
