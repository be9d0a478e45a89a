import type { OpsOrderDetail } from '@mc/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOperatorSession } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { Providers } from '../../../test/AppProviders';
import { opsQueryClient } from '../api';
import { OrderDrawer } from './OrderDrawer';

setOperatorSession({ token: () => 'ops-token', end: vi.fn() });

const order: OpsOrderDetail = {
  id: 'o1',
  merchant_order_no: 'ORD-REORG-1',
  asset: 'USDT',
  network: 'TRC20',
  amount: '100.000000',
  received_amount: '100.000000',
  pending_amount: '0.000000',
  due_amount: '0.000000',
  fee_amount: '1.000000',
  status: 'completed',
  exception_reason: null,
  deposit_address: 'TXdepositaddress000000000000000001',
  payment_url: 'https://pay.example/o1',
  description: '',
  payer_email: null,
  expires_at: '2026-11-30T08:30:00.000Z',
  created_at: '2026-11-30T08:00:00.000Z',
  paid_at: '2026-11-30T08:05:00.000Z',
  completed_at: '2026-11-30T08:05:00.000Z',
  refund_address: null,
  refund_tx_hash: null,
  excess_amount: '0.000000',
  excess_outcome: null,
  excess_fee: '0.000000',
  excess_refund_address: null,
  excess_refund_tx_hash: null,
  collection_account_id: null,
  payments: [],
  timeline: [],
  late_payments: [],
  created_by: null,
  merchant_id: 'm1',
  merchant_name: 'Acme',
  merchant_email: 'owner@acme.example',
  held_funds: [],
  unclaimed_funds: [],
  actions: ['reconcile_reorg'],
  reorged_deposits: [
    { deposit_id: '42', tx_hash: '0xabc0000000000000000000000000def', asset: 'USDT', amount: '100.000000' },
  ],
};

interface Seen {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}

/** The order detail on every GET; each POST answered in turn. */
function server(...answers: Response[]) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      if (method === 'GET') return Response.json({ code: 200, message: 'ok', data: order });
      seen.push({
        method,
        url,
        key: new Headers(init.headers).get('Idempotency-Key'),
        body: JSON.parse(String(init.body)),
      });
      return (
        answers.shift() ?? Response.json({ code: 500, message: 'no answer', data: null }, { status: 500 })
      );
    }),
  );
  return seen;
}

/** How many times the drawer read the order. */
const orderReads = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => url === '/api/ops/receipt-orders/o1' && init?.method === 'GET')
    .length;

const resolved = (outcome: 'charge_back' | 'platform_loss') =>
  Response.json({
    code: 200,
    message: 'ok',
    data: {
      deposit_id: '42',
      order_id: 'o1',
      merchant_id: 'm1',
      merchant_order_no: 'ORD-REORG-1',
      network: 'TRC20',
      asset: 'USDT',
      tx_hash: '0xabc0000000000000000000000000def',
      amount: '100.000000',
      outcome,
      charged_to_available: '60.000000',
      owed: '40.000000',
      platform_loss: '0.000000',
      reason: 'Deposit lost in reorg',
      resolved_at: '2026-11-30T09:00:00.000Z',
    },
  });

function renderDrawer() {
  opsQueryClient.clear();
  render(
    <QueryClientProvider client={opsQueryClient}>
      <Providers>
        <OrderDrawer id="o1" onClose={() => {}} />
      </Providers>
    </QueryClientProvider>,
  );
}

async function book(outcome: 'charge_back' | 'platform_loss', reason: string) {
  fireEvent.click(await screen.findByTestId(`ops-reorg-${outcome}-42`));
  const field = await screen.findByTestId('ops-reason');
  const dialog = field.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error('no dialog');
  fireEvent.change(field, { target: { value: reason } });
  fireEvent.click(within(dialog).getByTestId('ops-reason-ok'));
  return dialog;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a deposit a chain reorganisation took back, in the order drawer', () => {
  it('charges it back to the merchant with a reason and a fresh Idempotency-Key, then reads the order again (en)', async () => {
    await setLanguage('en');
    const seen = server(resolved('charge_back'));
    renderDrawer();
    const row = await screen.findByTestId('ops-reorged-42');
    expect(within(row).getByText('Charge back to the merchant')).toBeTruthy();
    expect(within(row).getByText('Book as platform loss')).toBeTruthy();
    const readsBefore = orderReads();
    const dialog = await book('charge_back', '  Deposit lost in reorg ');
    expect(dialog.textContent).toContain(
      "100.00 USDT is taken from Acme's available balance; what it does not cover is kept as an amount the merchant owes",
    );
    await screen.findByText('Charged back to the merchant');
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/ops/deposits/42/reorg-resolution',
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        body: { outcome: 'charge_back', reason: 'Deposit lost in reorg' },
      },
    ]);
    await waitFor(() => expect(orderReads()).toBeGreaterThan(readsBefore));
  });

  it("shows the server's 409 in the dialog; the retry is a new request (cn)", async () => {
    await setLanguage('cn');
    const seen = server(
      Response.json({ code: 409, message: '该链重组入账已处理过', data: null }, { status: 409 }),
      resolved('platform_loss'),
    );
    renderDrawer();
    const row = await screen.findByTestId('ops-reorged-42');
    expect(within(row).getByText('扣回商户')).toBeTruthy();
    expect(within(row).getByText('计入平台损失')).toBeTruthy();
    const dialog = await book('platform_loss', '平台承担');
    expect(dialog.textContent).toContain('100.00 USDT 由平台承担');
    await within(dialog).findByText('该链重组入账已处理过');
    expect(seen[0]?.url).toBe('/api/ops/deposits/42/reorg-resolution');
    expect(seen[0]?.body).toEqual({ outcome: 'platform_loss', reason: '平台承担' });
    expect(seen[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    fireEvent.click(within(dialog).getByTestId('ops-reason-ok'));
    await screen.findByText('已计入平台损失');
    expect(seen[1]?.body).toEqual(seen[0]?.body);
    expect(seen[1]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]?.key).not.toBe(seen[0]?.key);
  });
});
