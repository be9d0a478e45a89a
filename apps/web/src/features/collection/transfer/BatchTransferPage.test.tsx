import type { PublicCollectionAccount } from '@mc/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { BatchTransferPage } from './BatchTransferPage';
import * as publicAccount from './publicAccountRequest';
import { requestPublicAccount } from './publicAccountRequest';

const ID = '7c1a5a0e-4f9b-4d3e-9a51-2b8f0c6d1e20';
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const payment = (over: Partial<PublicCollectionAccount['payments'][number]>) => ({
  amount: '25.000000',
  status: 'completed' as const,
  tx_hash: '0x9f2c4a7e1b3d5f60718293a4b5c6d7e8f9012345',
  confirmations: 3,
  seen_at: '2026-11-03T02:00:00.000Z',
  ...over,
});

function account(over: Partial<PublicCollectionAccount> = {}): PublicCollectionAccount {
  return {
    id: ID,
    merchant_name: 'Harbor Tea House',
    asset: 'USDT',
    network: 'TRC20',
    address: ADDRESS,
    payment_uri: null,
    status: 'active',
    timezone: 'Asia/Shanghai',
    month: '2026-11',
    server_time: '2026-11-30T08:00:00.000Z',
    confirmations_required: 3,
    payments: [],
    ...over,
  };
}

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((() => undefined) as never);
});
beforeEach(() => {
  vi.spyOn(publicAccount, 'requestPublicAccount').mockImplementation((() => undefined) as never);
});

function answer(data: PublicCollectionAccount | Error) {
  vi.mocked(requestPublicAccount).mockImplementation(async () => {
    if (data instanceof Error) throw data;
    return data;
  });
  vi.mocked(call).mockImplementation(async (route) => {
    if (route.path === '/dev/chain/transfers') return { tx_hash: '0xabc' };
    throw new Error(`unexpected call ${route.path}`);
  });
}

function renderAt(id: string) {
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      <BatchTransferPage id={id} />
    </QueryClientProvider>,
  );
}

describe('/batch/transfer', () => {
  beforeEach(async () => {
    vi.mocked(call).mockReset();
    vi.mocked(requestPublicAccount).mockReset();
    // no dev faucet unless a test says so
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, data: { faucet: false } }))),
    );
    await setLanguage('cn');
  });

  it('shows whom the payer pays, the asset, network and address, and the monthly rule with its timezone', async () => {
    answer(account());
    renderAt(ID);
    expect((await screen.findByTestId('batch-merchant')).textContent).toBe('Harbor Tea House');
    expect(screen.getByTestId('batch-asset').textContent).toBe('USDT');
    expect(screen.getByTestId('batch-network').textContent).toBe('TRC20');
    expect(screen.getByTestId('pay-address').textContent).toBe(ADDRESS);
    expect(screen.getByTestId('pay-qr').querySelector('svg')).toBeTruthy();
    expect(screen.getByTestId('batch-rule').textContent).toContain('每月仅限转账一次');
    expect(screen.getByTestId('batch-rule').textContent).toContain('Asia/Shanghai');
    expect(screen.getByTestId('batch-none').textContent).toContain('本月尚未收到转账');
    expect(vi.mocked(requestPublicAccount).mock.calls[0]).toEqual([ID]);
    expect(screen.queryByTestId('pay-faucet')).toBeNull();
  });

  it("follows this month's transfers: confirming x/y, received, and a second one held for the merchant", async () => {
    answer(
      account({
        payments: [
          payment({
            status: 'confirming',
            confirmations: 1,
            tx_hash: '0x2222',
            seen_at: '2026-11-20T02:00:00.000Z',
          }),
          payment({ status: 'exception', tx_hash: '0x1111', seen_at: '2026-11-10T02:00:00.000Z' }),
          payment({}),
        ],
      }),
    );
    renderAt(ID);
    const month = await screen.findByTestId('batch-month');
    expect(month.textContent).toContain('2026-11 的转账');
    const states = within(month)
      .getAllByTestId('batch-payment')
      .map((p) => [p.dataset.state, within(p).getByTestId('batch-payment-state').textContent?.trim()]);
    expect(states).toEqual([
      ['confirming', '链上确认中 1/3'],
      ['held', '待商户处理'],
      ['credited', '已到账'],
    ]);
    expect(month.textContent).toContain('25.00 USDT');
    expect(month.textContent).toContain('请勿再次转账');
  });

  it('says so clearly for an unknown account, a missing id and a disabled account', async () => {
    answer(new ApiError({ status: 404, code: 404, message: '记录不存在' }));
    renderAt(ID);
    expect((await screen.findByTestId('batch-not-found')).textContent).toContain('收款账户不存在');

    renderAt('');
    expect((await screen.findAllByTestId('batch-not-found')).length).toBeGreaterThan(0);

    answer(account({ status: 'disabled' }));
    renderAt(ID);
    const disabled = await screen.findByTestId('batch-disabled');
    expect(disabled.textContent).toContain('此收款账户已停用');
    expect(disabled.textContent).toContain('Harbor Tea House');
    expect(screen.queryByText(ADDRESS)).toBeNull();
  });

  it('pays from the dev faucet in development', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, data: { faucet: true } }))),
    );
    answer(account());
    renderAt(ID);
    fireEvent.click(await screen.findByTestId('pay-faucet'));
    await waitFor(() =>
      expect(
        vi.mocked(call).mock.calls.find(([route]) => route.path === '/dev/chain/transfers')?.[1],
      ).toEqual({
        network: 'TRC20',
        asset: 'USDT',
        to: ADDRESS,
        amount: '25',
      }),
    );
  });
});
