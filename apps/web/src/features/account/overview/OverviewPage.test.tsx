import type { HistoryRow, MerchantInfo } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { MERCHANT_INFO_KEY, queryClient } from '../../../lib/queryClient';
import { ownerInfo, withoutPermissions } from '../../../test/merchantInfo';
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
  timezone: 'Asia/Shanghai',
  daily_volume: [],
  status_counts: [],
  todos: [],
};

const info: MerchantInfo = ownerInfo;

const historyRow = (over: Partial<HistoryRow>): HistoryRow => ({
  id: '1',
  entry_id: '1',
  created_at: '2026-11-30T08:00:00.000Z',
  type: 'received',
  kind: 'order_paid',
  direction: 'in',
  asset: 'USDT',
  network: 'TRC20',
  balance: 'settlement',
  amount: '100.000000',
  fee: '0.000000',
  net: '100.000000',
  balance_after: '100.000000',
  status: 'completed',
  order_no: 'A-1',
  counterparty: null,
  tx_hash: null,
  remark: null,
  ref_type: 'receipt_order',
  ref_id: 'o1',
  ...over,
});

/** A paid order of 100 USDT settled with a fee of 1, newest first, as the history lists it. */
const recentRows: HistoryRow[] = [
  historyRow({
    id: '3',
    type: 'order_settled',
    kind: 'order_settled',
    balance: 'available',
    amount: '100.000000',
    fee: '1.000000',
    net: '99.000000',
    balance_after: '99.000000',
  }),
  historyRow({
    id: '2',
    type: 'order_settled',
    kind: 'order_settled',
    direction: 'out',
    amount: '-100.000000',
    net: '-100.000000',
    balance_after: '0.000000',
  }),
  historyRow({ id: '1' }),
];

vi.mock('../../../lib/http/client', () => ({
  call: vi.fn(async (route: { path: string }) => {
    if (route.path === '/overview') return overview;
    if (route.path === '/history') return { items: recentRows, has_more: false, next_cursor: null };
    throw new Error(`unexpected call ${route.path}`);
  }),
}));

describe('/index, the account overview', () => {
  beforeEach(async () => {
    queryClient.clear();
    queryClient.setQueryData(MERCHANT_INFO_KEY, info);
    vi.mocked(call).mockClear();
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

  it("lists the history's newest rows as recent activity: type, balance, signed net with the asset, link to the row", async () => {
    await setLanguage('cn');
    renderRoute(<OverviewPage />, '/index');
    const card = await screen.findByTestId('overview-recent');
    const rows = await within(card).findAllByTestId('recent-row');
    expect(rows.map((r) => within(r).getByTestId('recent-row-link').textContent)).toEqual([
      '订单结算',
      '订单结算',
      '收款到账',
    ]);
    expect(rows.map((r) => within(r).getByTestId('history-balance').textContent)).toEqual([
      '可用',
      '待结算',
      '待结算',
    ]);
    // the net moved each balance, in the balance cards' decimals (not the API's six)
    expect(rows.map((r) => within(r).getByTestId('recent-net').textContent)).toEqual([
      '+99.00 USDT',
      '-100.00 USDT',
      '+100.00 USDT',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByTestId('recent-row-link')
        .getAttribute('href'),
    ).toBe('/transaction-history?row=3');
    expect(within(card).getByTestId('recent-all-link').getAttribute('href')).toBe('/transaction-history');
    expect(card.textContent).not.toMatch(/order_settled|payout_|fiat_topup|settlement/);
    const listed = vi.mocked(call).mock.calls.find(([route]) => route.path === '/history');
    expect(listed?.[1]).toEqual({ limit: 8 });
  });

  it('names the rows in English too', async () => {
    await setLanguage('en');
    renderRoute(<OverviewPage />, '/index');
    const card = await screen.findByTestId('overview-recent');
    const first = (await within(card).findAllByTestId('recent-row'))[0] as HTMLElement;
    expect(first.textContent).toContain('Order settled');
    expect(first.textContent).toContain('Available');
    expect(card.textContent).toContain('Recent activity');
  });

  it('shows no recent activity to a role that may not read the history, and does not ask for it', async () => {
    await setLanguage('cn');
    queryClient.setQueryData(MERCHANT_INFO_KEY, withoutPermissions(['history.read']));
    renderRoute(<OverviewPage />, '/index');
    await screen.findByTestId('overview-fiat-balances');
    expect(screen.queryByTestId('overview-recent')).toBeNull();
    expect(vi.mocked(call).mock.calls.some(([route]) => route.path === '/history')).toBe(false);
  });
});
