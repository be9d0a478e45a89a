import type { MerchantInfo } from '@mc/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { MERCHANT_INFO_KEY, queryClient } from '../../../lib/queryClient';
import { ownerInfo } from '../../../test/merchantInfo';
import { renderRoute } from '../../../test/renderRoute';
import OverviewPage from './OverviewPage';
import type { OverviewData } from './useOverview';

const card = (asset: string, available: string, decimals: number) => {
  const zero = (0).toFixed(decimals);
  return { asset, decimals, available, frozen: zero, settlement: zero, deposit: zero, total: available };
};

const overview: OverviewData = {
  balances: [card('USDT', '12.500000', 6), card('USDC', '0.000000', 6)],
  fiat_balances: [card('USD', '500.00', 2), card('EUR', '300.00', 2)],
  recent: [],
  daily_volume: [],
  status_counts: [],
  todos: [],
};

const info: MerchantInfo = ownerInfo;

vi.mock('../../../lib/http/client', () => ({
  call: vi.fn(async (route: { path: string }) => {
    if (route.path === '/overview') return overview;
    throw new Error(`unexpected call ${route.path}`);
  }),
}));

describe('/index, the account overview', () => {
  beforeEach(async () => {
    queryClient.clear();
    queryClient.setQueryData(MERCHANT_INFO_KEY, info);
  });

  it('shows the crypto balances, then the fiat account with a card per currency leading to /fiat/account', async () => {
    await setLanguage('en');
    renderRoute(<OverviewPage />, '/index');
    const fiat = await screen.findByTestId('overview-fiat-balances');
    expect(fiat.textContent).toContain('Fiat account');
    expect((await screen.findByTestId('balance-EUR-total')).getAttribute('data-value')).toBe('300.00');
    for (const code of ['USD', 'EUR']) {
      expect(screen.getByTestId(`balance-link-${code}`).getAttribute('href')).toBe('/fiat/account');
    }
    expect(screen.getByTestId('balance-USDT-total').getAttribute('data-value')).toBe('12.500000');
    expect(screen.queryByTestId('balance-link-USDT')).toBeNull();
  });

  it('titles the fiat row in Chinese', async () => {
    await setLanguage('cn');
    renderRoute(<OverviewPage />, '/index');
    expect((await screen.findByTestId('overview-fiat-balances')).textContent).toContain('法币账户');
  });
});
