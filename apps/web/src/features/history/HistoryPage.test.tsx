import type { HistoryDetail, HistoryRow } from '@mc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/http/client';
import { setLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/queryClient';
import '../../test/appRouteTable';
import * as client from '../../lib/http/client';
import { logInAs, ownerInfo, withoutPermissions } from '../../test/merchantInfo';
import { renderRoute } from '../../test/renderRoute';
import { typeDate } from '../../test/typeDate';
import HistoryPage from './HistoryPage';

const row: HistoryRow = {
  id: '41',
  entry_id: '77',
  created_at: '2026-11-30T08:00:00.000Z',
  type: 'remittance',
  kind: 'payout_held',
  direction: 'out',
  asset: 'USDT',
  network: 'TRC20',
  balance: 'available',
  amount: '-25.000000',
  fee: '1.000000',
  net: '-26.000000',
  balance_after: '174.000000',
  status: 'completed',
  order_no: null,
  counterparty: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  tx_hash: '0x9f2c4a7e1b3d5f60718293a4b5c6d7e8f9012345',
  remark: 'Rent March',
  ref_type: 'payout',
  ref_id: '0b6f6a52-7d1c-4e0e-9c41-3f0e8f9a1b2c',
};

const detail: HistoryDetail = {
  ...row,
  memo: 'remittance hold',
  postings: [
    {
      account: 'available',
      owner: 'merchant',
      asset: 'USDT',
      amount: '-26.000000',
      balance_after: '174.000000',
    },
    { account: 'frozen', owner: 'merchant', asset: 'USDT', amount: '26.000000', balance_after: '26.000000' },
    {
      account: 'chain_clearing:TRC20',
      owner: 'platform',
      asset: 'USDT',
      amount: '0.000000',
      balance_after: null,
    },
  ],
};

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (route: { path: string }) => {
    if (route.path === '/history') return { items: [row], has_more: false, next_cursor: null };
    if (route.path === '/history/:id') return detail;
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

const SEARCH = '订单号 / 地址 / 交易哈希 / 金额';

function renderAt(url: string, info = ownerInfo) {
  queryClient.clear();
  logInAs(info);
  return renderRoute(<HistoryPage />, '/transaction-history', url);
}

/** The query of the last list call. */
const lastListQuery = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([route]) => route.path === '/history')
    .at(-1)?.[1] as Record<string, unknown> | undefined;

describe('/transaction-history', () => {
  beforeEach(async () => {
    vi.mocked(call).mockClear();
    await setLanguage('cn');
  });

  it("reads its filters from the URL, shows them, and asks the API with the days (the merchant's, both included)", async () => {
    renderAt(
      '/transaction-history?type=remittance&asset=USDT&from=2026-11-01&to=2026-11-30&q=TR7N&status=bogus',
    );
    await screen.findByTestId('history-row-41');
    expect(lastListQuery()).toEqual({
      type: 'remittance',
      asset: 'USDT',
      q: 'TR7N',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: 50,
      cursor: undefined,
    });
    expect(screen.getByTestId('history-filter-type').textContent).toContain('加密货币汇款');
    expect((screen.getByTestId('history-filter-from') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByTestId('history-filter-to') as HTMLInputElement).value).toBe('2026-11-30');
    expect((screen.getByPlaceholderText(SEARCH) as HTMLInputElement).value).toBe('TR7N');
  });

  it('writes a changed filter to the URL (replacing the entry) and lists again with it', async () => {
    const router = renderAt('/transaction-history?type=remittance');
    await screen.findByTestId('history-row-41');
    const search = screen.getByPlaceholderText(SEARCH);
    fireEvent.change(search, { target: { value: ' 0x9f2c ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?type=remittance&q=0x9f2c'));
    expect(router.state.historyAction).toBe('REPLACE');
    typeDate(screen.getByTestId('history-filter-from'), '2026-11-02');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=remittance&q=0x9f2c&from=2026-11-02'),
    );
    await waitFor(() =>
      expect(lastListQuery()).toMatchObject({
        q: '0x9f2c',
        from: '2026-11-02',
      }),
    );
  });

  it('shows a row: type, the balance it moved, amount − fee = net (signed, coloured), that balance after, status, remark, link', async () => {
    renderAt('/transaction-history');
    const line = await screen.findByTestId('history-row-41');
    expect(within(line).getByTestId('history-type').textContent).toBe('加密货币汇款');
    expect(within(line).getByTestId('history-balance').textContent).toBe('可用');
    expect(within(line).getByTestId('history-amount').textContent).toBe('-25.00');
    expect(within(line).getByTestId('history-fee').textContent).toBe('1.00');
    const net = within(line).getByTestId('history-net');
    expect(net.textContent).toBe('-26.00');
    expect(net.className).toContain('danger');
    expect(within(line).getByTestId('history-balance-after').textContent).toBe('174.00');
    expect(within(line).getByTestId('payout-status').textContent).toBe('已完成');
    expect(within(line).getByTestId('history-counterparty').textContent).toBe('TR7N…Lj6t');
    expect(within(line).getByTestId('history-remark').textContent).toBe('Rent March');
    expect(within(line).getByTestId('history-object-link').getAttribute('href')).toBe(
      `/pay/index?payout=${row.ref_id}`,
    );
    const headings = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['余额', '金额', '手续费', '净额', '变动后余额', '备注']),
    );
  });

  it('filters by the balance moved: all by default, the URL holds the choice and the API gets it', async () => {
    const router = renderAt('/transaction-history');
    await screen.findByTestId('history-row-41');
    expect(screen.getByTestId('history-filter-balance').textContent).toContain('全部余额');
    expect(lastListQuery()).not.toHaveProperty('balance');
    fireEvent.mouseDown(screen.getByTestId('history-filter-balance').querySelector('input') as HTMLElement);
    fireEvent.click(await screen.findByTitle('冻结'));
    await waitFor(() => expect(router.state.location.search).toBe('?balance=frozen'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ balance: 'frozen' }));
  });

  it('opens a row from a link (?row=) and takes the row off the URL when the drawer closes', async () => {
    const router = renderAt('/transaction-history?row=41');
    const drawer = await screen.findByTestId('history-drawer');
    expect(await within(drawer).findByTestId('history-detail-remark')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-drawer-close') as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('links no object the role may not open, and offers no export without history.export', async () => {
    renderAt('/transaction-history', withoutPermissions(['payouts.read', 'history.export']));
    const line = await screen.findByTestId('history-row-41');
    expect(within(line).queryByTestId('history-object-link')).toBeNull();
    expect(screen.queryByTestId('history-export-csv')).toBeNull();
  });

  it("opens a row's drawer with its facts and its journal entry's postings", async () => {
    renderAt('/transaction-history');
    fireEvent.click(await screen.findByTestId('history-row-41'));
    const drawer = await screen.findByTestId('history-drawer');
    const postings = await within(drawer).findAllByTestId('posting-row');
    expect(postings).toHaveLength(3);
    expect(postings.map((p) => within(p).getByTestId('posting-account').textContent)).toEqual([
      '可用',
      '冻结',
      '链上清算 (TRC20)',
    ]);
    expect(postings[0]?.textContent).toContain('-26.00');
    expect(postings[0]?.textContent).toContain('174.00');
    expect(postings[1]?.textContent).toContain('+26.00');
    expect(postings[2]?.textContent).toContain('—');
    expect(within(drawer).getByTestId('history-detail-balance').textContent).toBe('可用');
    expect(within(drawer).getByTestId('history-detail-amount').textContent).toBe('-25.00 USDT');
    expect(within(drawer).getByTestId('history-detail-fee').textContent).toBe('1.00 USDT');
    expect(within(drawer).getByTestId('history-detail-net').textContent).toBe('-26.00 USDT');
    expect(within(drawer).getByTestId('history-detail-balanceAfter').textContent).toBe('174.00 USDT');
    expect(within(drawer).getByTestId('history-detail-remark').textContent).toBe('Rent March');
    expect(within(drawer).getByTestId('history-detail-entry').textContent).toBe('77');
    expect(within(drawer).getByTestId('history-detail-memo').textContent).toBe('remittance hold');
    expect(vi.mocked(call).mock.calls.some(([, , options]) => options?.params?.id === '41')).toBe(true);
  });
});
