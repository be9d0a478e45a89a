import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { ModalProvider } from '../../../shell/ModalProvider';
import { collectionAccount, collectionAccountDetail } from '../../../test/collectionAccounts';
import { logInAs, ownerInfo } from '../../../test/merchantInfo';
import { renderRoute } from '../../../test/renderRoute';
import CollectionListPage from './CollectionListPage';

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (
    route: { path: string; method: string },
    input: unknown,
  ) => {
    if (route.path === '/collection-accounts')
      return { items: [collectionAccount], has_more: false, next_cursor: null };
    if (route.path === '/collection-accounts/:id') return collectionAccountDetail;
    if (route.path === '/collection-accounts/:id/status')
      return { ...collectionAccount, ...(input as { status: string }) };
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

const SEARCH = '客户名称 / 客户编号 / 地址';

function renderAt(url: string) {
  queryClient.clear();
  logInAs(ownerInfo);
  return renderRoute(
    <ModalProvider>
      <CollectionListPage />
    </ModalProvider>,
    '/receive/batch',
    url,
  );
}

const callsTo = (path: string) => vi.mocked(call).mock.calls.filter(([route]) => route.path === path);

describe('/receive/batch', () => {
  beforeEach(async () => {
    vi.mocked(call).mockClear();
    await setLanguage('cn');
  });

  it('reads its filters from the URL and lists the accounts: customer, address, this month, total, status', async () => {
    renderAt('/receive/batch?asset=USDT&status=active&deposited_this_month=true&q=CUST&network=bogus');
    const row = await screen.findByTestId(`collection-row-${collectionAccount.id}`);
    expect(callsTo('/collection-accounts').at(-1)?.[1]).toEqual({
      asset: 'USDT',
      status: 'active',
      deposited_this_month: 'true',
      q: 'CUST',
      limit: 20,
      cursor: undefined,
    });
    expect(within(row).getByTestId('collection-name').textContent).toBe('Lin Mei');
    expect(within(row).getByTestId('collection-ref').textContent).toBe('CUST-0001');
    expect(row.textContent).toContain('lin.mei@example.com');
    expect(row.textContent).toContain('USDT · TRC20');
    expect(within(row).getByTestId('collection-address').dataset.value).toBe(collectionAccount.address);
    expect(within(row).getByTestId('collection-month').dataset.deposits).toBe('1');
    expect(row.textContent).toContain('75.00');
    expect(within(row).getByTestId('collection-status').textContent).toBe('启用');
    expect(screen.getByTestId('collection-filter-month').textContent).toContain('本月已收款');
    expect((screen.getByPlaceholderText(SEARCH) as HTMLInputElement).value).toBe('CUST');
    // the monthly rule is stated with its timezone
    expect((await screen.findByTestId('collection-rule')).textContent).toContain('Asia/Shanghai');
    expect(screen.getByTestId('collection-export-csv')).toBeTruthy();
    expect(screen.getByTestId('collection-export-xlsx')).toBeTruthy();
  });

  it('writes a search to the URL (replacing the entry) and lists again with it', async () => {
    const router = renderAt('/receive/batch?status=active');
    await screen.findByTestId(`collection-row-${collectionAccount.id}`);
    const search = screen.getByPlaceholderText(SEARCH);
    fireEvent.change(search, { target: { value: ' Lin ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?status=active&q=Lin'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(callsTo('/collection-accounts').at(-1)?.[1]).toMatchObject({ q: 'Lin' }));
  });

  it('opens the drawer: the transfers as receipt orders with their status and link, the repeat flagged', async () => {
    renderAt('/receive/batch');
    fireEvent.click(await screen.findByTestId(`collection-row-${collectionAccount.id}`));
    const drawer = await screen.findByTestId('collection-drawer');
    const deposits = await within(drawer).findByTestId('collection-deposits');
    const links = within(deposits).getAllByTestId('collection-deposit-order');
    expect(links.map((a) => a.textContent)).toEqual(['CUST-0001-202611-2', 'CUST-0001-202611-1']);
    expect(links[0]?.getAttribute('href')).toBe('/receive/order/1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f');
    const statuses = within(deposits).getAllByTestId('receipt-status');
    expect(statuses.map((s) => s.dataset.status)).toEqual(['exception', 'completed']);
    expect(within(deposits).getByTestId('collection-deposit-reason').textContent).toBe('当月重复转账');
    expect(within(drawer).getByTestId('collection-month-repeat').textContent).toContain('2 笔');
    expect(within(drawer).getByTestId('collection-payment-url').textContent).toBe(
      collectionAccount.payment_url,
    );
  });

  it('disables an account only after the merchant confirms', async () => {
    renderAt(`/receive/batch?account=${collectionAccount.id}`);
    const drawer = await screen.findByTestId('collection-drawer');
    fireEvent.click(await within(drawer).findByTestId('collection-toggle'));
    expect(await screen.findByText(/确定停用 Lin Mei（CUST-0001）的收款账户吗/)).toBeTruthy();
    expect(callsTo('/collection-accounts/:id/status')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('collection-status-ok'));
    await waitFor(() => expect(callsTo('/collection-accounts/:id/status')).toHaveLength(1));
    const [, body, options] = callsTo('/collection-accounts/:id/status')[0] ?? [];
    expect(body).toEqual({ status: 'disabled' });
    expect(options).toMatchObject({ params: { id: collectionAccount.id } });
  });

  it("states the monthly rule in the merchant's time zone and leads to the settings to change it", async () => {
    const router = renderAt('/receive/batch');
    const rule = await screen.findByTestId('collection-rule');
    expect(rule.getAttribute('data-timezone')).toBe('Asia/Shanghai');
    expect(rule.textContent).toContain('Asia/Shanghai');
    fireEvent.click(screen.getByTestId('collection-timezone'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-info'));
    expect(router.state.location.hash).toBe('#profile');
  });
});
