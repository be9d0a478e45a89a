import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleGraph } from '../../test/moduleGraph';

const SRC = join(import.meta.dirname, '../..');
const SIGN_IN_PAGES = ['features/auth/LoginPage.tsx', 'features/auth/RegisterPage.tsx'];

/** The UI kit, its icons and the components and style engine under it. */
const UI_KIT = /^(antd|@ant-design\/|@rc-component\/|rc-)/;

const kitImports = (entries: readonly string[]) =>
  moduleGraph(SRC, entries)
    .packages.filter((p) => UI_KIT.test(p.to))
    .map((p) => `${p.from} imports ${p.to}`);

describe('the sign-in pages carry no UI kit (they can be sent from a light entry)', () => {
  it('reads the whole graph of the pages, their lazy steps and calls included', () => {
    const graph = moduleGraph(SRC, SIGN_IN_PAGES);
    expect(graph.files).toEqual(
      expect.arrayContaining([
        'features/auth/TotpStep.tsx',
        'features/auth/loginRequest.ts',
        'features/auth/registerValidation.ts',
        'components/LanguageToggle.tsx',
        'lib/notify.ts',
      ]),
    );
    expect(graph.packages.map((p) => p.to)).toEqual(expect.arrayContaining(['i18next', '@mc/contract']));
    // the console's own button for a code does import the kit: the walk sees it
    expect(kitImports(['features/auth/SendCodeButton.tsx'])).toEqual([
      'features/auth/SendCodeButton.tsx imports antd',
    ]);
  });

  it('/login and /register import nothing of antd, its icons or its style engine', () => {
    expect(kitImports(SIGN_IN_PAGES)).toEqual([]);
  });
});
