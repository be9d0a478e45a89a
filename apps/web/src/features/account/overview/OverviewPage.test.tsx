import type { HistoryRow, MerchantInfo } from '@mc/contract';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { MERCHANT_INFO_KEY, queryClient } from '../../../lib/queryClient';
import { ownerInfo, withoutPermissions } from '../../../test/merchantInfo';
import { renderRoute } from '../../../test/renderRoute';
import OverviewPage from './OverviewPage';
import { type OverviewData, prefetchOverview } from './useOverview';

const card = (asset: string, available: string, decimals: number) => {
  const zero = (0).toFixed(decimals);
  return {
    asset,
    decimals,
    available,
    frozen: zero,
    settlement: zero,
    deposit: zero,
    total: available,
    owed: zero,
  };
};

const overview: OverviewData = {
  balances: [card('USDT', '12.500000', 6), card('USDC', '0.000000', 6)],
  fiat_balances: [card('USD', '500.00', 2), card('EUR', '300.00', 2)],
  timezone: 'Asia/Shanghai',
  today: '2026-11-30',
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

/**
 * Newest first, as the history lists them: a bank transfer of 50.00 USD with a fee of 0.05 held and then
 * completed (three rows), and a paid order of 100 USDT settled with a fee of 1 (three rows).
 */
const transfer = {
  type: 'bank_transfer',
  asset: 'USD',
  network: null,
  order_no: null,
  ref_type: 'payout',
} as const;
const recentRows: HistoryRow[] = [
  historyRow({
    ...transfer,
    id: '6',
    created_at: '2026-11-30T09:30:00.000Z',
    kind: 'payout_transferred',
    balance: 'frozen',
    direction: 'out',
    amount: '-50.00',
    fee: '0.05',
    net: '-50.05',
    balance_after: '0.00',
    counterparty: 'DE89370400440532013000',
    ref_id: 'p1',
  }),
  historyRow({
    ...transfer,
    id: '5',
    created_at: '2026-11-30T09:00:00.000Z',
    kind: 'payout_held',
    balance: 'frozen',
    amount: '50.05',
    fee: '0.00',
    net: '50.05',
    balance_after: '50.05',
    counterparty: 'DE89370400440532013000',
    ref_id: 'p1',
  }),
  historyRow({
    ...transfer,
    id: '4',
    created_at: '2026-11-30T09:00:00.000Z',
    kind: 'payout_held',
    balance: 'available',
    direction: 'out',
    amount: '-50.00',
    fee: '0.05',
    net: '-50.05',
    balance_after: '449.95',
    counterparty: 'DE89370400440532013000',
    ref_id: 'p1',
  }),
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

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (route: { path: string }) => {
    if (route.path === '/overview') return overview;
    if (route.path === '/history') return { items: recentRows, has_more: false, next_cursor: null };
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

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

  it('draws the greeting and the balances first; the chart, the activity and the rest once that frame is painted', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      renderRoute(<OverviewPage />, '/index');
      expect((await screen.findByTestId('balance-USDT-total')).getAttribute('data-value')).toBe('12.500000');
      expect(screen.queryByTestId('volume-zone')).toBeNull();
      // nothing below the first screen is asked for before it is drawn: no recent activity yet
      expect(vi.mocked(call).mock.calls.map(([route]) => (route as { path: string }).path)).toEqual([
        '/overview',
      ]);
      act(() => {
        for (const cb of frames) cb(0);
      });
      expect((await screen.findByTestId('volume-zone')).textContent).toBe('Asia/Shanghai');
    } finally {
      frame.mockRestore();
    }
  });

  it("names the merchant's time zone under the chart, whose days follow it", async () => {
    renderRoute(<OverviewPage />, '/index');
    expect((await screen.findByTestId('volume-zone')).textContent).toBe('Asia/Shanghai');
  });

  it('titles the fiat row in Chinese', async () => {
    await setLanguage('cn');
    renderRoute(<OverviewPage />, '/index');
    expect((await screen.findByTestId('overview-fiat-balances')).textContent).toContain('法币账户');
  });

  it('lists the newest movements, one per order or payout: its type, what it is to, its status, its amount signed, a link to its page', async () => {
    await setLanguage('cn');
    renderRoute(<OverviewPage />, '/index');
    const card = await screen.findByTestId('overview-recent');
    const rows = await within(card).findAllByTestId('recent-row');
    expect(rows.map((r) => within(r).getByTestId('recent-row-link').textContent)).toEqual([
      '银行汇款',
      '收款到账',
    ]);
    expect(rows.map((r) => within(r).getByTestId('recent-about').textContent)).toEqual([
      'DE8937…013000',
      'A-1',
    ]);
    // what left to the other side or came in, before the fee, in the balance cards' decimals
    const amounts = rows.map((r) => within(r).getByTestId('recent-amount'));
    expect(amounts.map((a) => a.textContent)).toEqual(['-50.00 USD', '+100.00 USDT']);
    expect(amounts[0]?.className).toContain('danger');
    expect(amounts[1]?.className).toContain('success');
    expect(rows.map((r) => within(r).getByTestId('recent-row-link').getAttribute('href'))).toEqual([
      '/fiat/withdraw?payout=p1',
      '/receive/order/o1',
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId('payout-status').textContent).toBe('已完成');
    expect(within(card).getByTestId('recent-all-link').getAttribute('href')).toBe('/transaction-history');
    expect(card.textContent).not.toMatch(/order_settled|payout_|fiat_topup|settlement|冻结/);
    const listed = vi.mocked(call).mock.calls.find(([route]) => route.path === '/history');
    expect(listed?.[1]).toEqual({ limit: 32 });
  });

  it('names the movements in English too', async () => {
    await setLanguage('en');
    renderRoute(<OverviewPage />, '/index');
    const card = await screen.findByTestId('overview-recent');
    const first = (await within(card).findAllByTestId('recent-row'))[0] as HTMLElement;
    expect(first.textContent).toContain('Bank transfer');
    expect(within(first).getByTestId('payout-status').getAttribute('data-status')).toBe('completed');
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

  it('shows the data the route fetched beside the guard at once, without asking again', async () => {
    await prefetchOverview();
    const overviewCalls = () => vi.mocked(call).mock.calls.filter(([route]) => route.path === '/overview');
    expect(overviewCalls().map(([, , options]) => options)).toEqual([{ quiet: true }]);
    renderRoute(<OverviewPage />, '/index');
    // drawn with the data on the first render: no skeleton to wait through
    expect(screen.getByTestId('balance-USDT-total').getAttribute('data-value')).toBe('12.500000');
    await screen.findByTestId('overview-fiat-balances');
    expect(overviewCalls()).toHaveLength(1);
  });
});
