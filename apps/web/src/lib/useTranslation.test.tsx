import { act, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';
import { TranslationRoot, useTranslation } from './useTranslation';

function Reader({ id }: { id: string }) {
  const { t, i18n: instance } = useTranslation();
  // what is memoised with `t` is made again when the texts change
  const label = useMemo(() => t('probe.label', { who: id }), [t, id]);
  return (
    <span data-testid={id}>
      {instance.language}:{t('common.unknownError')}:{label}
    </span>
  );
}

describe('useTranslation', () => {
  afterEach(async () => {
    await act(() => setLanguage('cn'));
  });

  it('under the root: every reader follows the language and texts added later, the root watching for all', async () => {
    render(
      <TranslationRoot>
        <Reader id="a" />
        <Reader id="b" />
      </TranslationRoot>,
    );
    expect(screen.getByTestId('a').textContent).toBe('cn:未知错误:probe.label');
    await act(() => setLanguage('en'));
    expect(screen.getByTestId('b').textContent).toMatch(/^en:Unknown error:probe\.label$/);
    act(() => {
      i18n.addResourceBundle('en', 'translation', { probe: { label: 'Hello {{who}}' } }, true, true);
    });
    expect(screen.getByTestId('a').textContent).toBe('en:Unknown error:Hello a');
    expect(screen.getByTestId('b').textContent).toBe('en:Unknown error:Hello b');
  });

  it('without the root a reader reads the texts as they are when it draws', async () => {
    await act(() => setLanguage('en'));
    render(<Reader id="c" />);
    expect(screen.getByTestId('c').textContent).toMatch(/^en:Unknown error:/);
  });
});
