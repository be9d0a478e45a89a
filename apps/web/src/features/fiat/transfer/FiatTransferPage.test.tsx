import type { Topup } from '@mc/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { ModalProvider } from '../../../shell/ModalProvider';
import { topupInstructions } from '../../../test/fiatInstructions';
import { logInAs, ownerInfo } from '../../../test/merchantInfo';
import { renderRoute } from '../../../test/renderRoute';
import FiatTransferPage from './FiatTransferPage';

const instructions = topupInstructions(['USD', 'US Dollar']);

const rejected: Topup = {
  id: '5d1e1a7e-2d4c-4b8e-9c1f-0a1b2c3d4e5f',
  reference: 'TUABCD2345',
  currency: 'USD',
  amount: '1000.00',
  amount_received: null,
  fee: null,
  credited: null,
  value_date: '2026-11-25',
  bank_account: {
    id: 'b1',
    bank_name: 'HSBC Hong Kong',
    account_name: 'Blue Harbor',
    account_number_masked: '****6789',
  },
  statement: { name: 'statement.pdf', mime: 'application/pdf', size: 2048 },
  status: 'rejected',
  reason: 'No such transfer on the statement',
  created_at: '2026-11-25T08:00:00.000Z',
  decided_at: '2026-11-25T09:00:00.000Z',
};

const savedAccount = {
  id: 'b1',
  bank_name: 'HSBC Hong Kong',
  account_name: 'Blue Harbor',
  account_number_masked: '****6789',
  currency: 'USD',
  is_default: false,
};
let savedAccounts: (typeof savedAccount)[] = [];

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (route: { path: string }) => {
    if (route.path === '/fiat/topups/instructions') return instructions;
    if (route.path === '/fiat/topups') return { items: [rejected], has_more: false, next_cursor: null };
    if (route.path === '/merchant/bank-accounts')
      return { items: savedAccounts, has_more: false, next_cursor: null };
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

function renderAt(url: string) {
  queryClient.clear();
  logInAs(ownerInfo);
  return renderRoute(
    <ModalProvider>
      <FiatTransferPage />
    </ModalProvider>,
    '/fiat/:tab',
    url,
  );
}

describe('/fiat/recharge and /fiat/withdraw', () => {
  beforeEach(async () => {
    await setLanguage('en');
    savedAccounts = [];
  });

  it('starts the paying account on the only saved account of the currency, with every field marked and described', async () => {
    savedAccounts = [savedAccount];
    renderAt('/fiat/recharge');
    const select = await screen.findByTestId('topup-bank-account');
    await waitFor(() => expect(select.textContent).toContain('HSBC Hong Kong · Blue Harbor · ****6789'));
    const form = screen.getByTestId('topup-form');
    expect([...form.querySelectorAll('.ant-form-item-required')].map((l) => l.textContent)).toEqual([
      'Currency',
      'Amount transferred',
      'Value date',
      'Paying bank account',
      'Bank statement',
    ]);
    expect(screen.getByTestId('topup-amount').getAttribute('placeholder')).toBeTruthy();
  });

  it('shows the platform account and the reference with copy buttons, and the top-ups with their reasons', async () => {
    renderAt('/fiat/recharge');
    expect((await screen.findByTestId('topup-reference')).textContent).toBe('TUABCD2345');
    expect(screen.getByTestId('bank-account').textContent).toBe('787001234567838');
    expect(screen.getByTestId('bank-swift').textContent).toBe('HASEHKHH');
    // by their text: a role query walks the whole page's accessibility tree (seconds in jsdom)
    expect(screen.getAllByText(/^Copy$/, { selector: 'button, button *' }).length).toBeGreaterThanOrEqual(6);
    expect((await screen.findByTestId('topup-reason')).textContent).toBe('No such transfer on the statement');
    expect(screen.getByTestId('topup-status').textContent).toBe('Rejected');
    expect(
      screen.getByText('No bank account in this currency: add one in the account settings first'),
    ).toBeTruthy();
  });

  it('is one page: switching tabs changes the address, the address chooses the tab', async () => {
    const router = renderAt('/fiat/recharge');
    await screen.findByTestId('topup-panel');
    fireEvent.click(screen.getByText('Remit to a bank', { selector: '[role="tab"]' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fiat/withdraw'));
    expect(screen.queryByTestId('topup-panel')).toBeNull();
    fireEvent.click(screen.getByText('Top up', { selector: '[role="tab"]' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fiat/recharge'));
    expect(await screen.findByTestId('topup-panel')).toBeTruthy();
  });
});
