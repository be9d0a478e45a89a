import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { ModalProvider } from '../../../shell/ModalProvider';
import { topupInstructions } from '../../../test/fiatInstructions';
import { logInAs, ownerInfo } from '../../../test/merchantInfo';
import { renderRoute } from '../../../test/renderRoute';
import { RemitPanel } from './RemitPanel';

const ACCOUNT = '6f1c3f4e-2f0a-4d43-9a53-1d7f1c0b2a11';
const bankAccount = {
  id: ACCOUNT,
  account_name: 'Blue Harbor Trading Ltd',
  bank_name: 'HSBC Hong Kong',
  account_number: '**** 8901',
  swift_code: 'HSBCHKHHXXX',
  country: 'HK',
};
const answers: Record<string, unknown> = {
  // the currencies operators enabled: the picker offers these and no other
  '/fiat/topups/instructions': topupInstructions(['USD', 'US Dollar'], ['EUR', 'Euro']),
  '/fiat/balances': {
    assets: [
      {
        asset: 'USD',
        decimals: 2,
        available: '100.00',
        frozen: '0.00',
        settlement: '0.00',
        deposit: '0.00',
        total: '100.00',
      },
    ],
  },
  '/merchant/bank-accounts': {
    items: [{ ...bankAccount, account_number_masked: '**** 8901', currency: 'USD' }],
    has_more: false,
    next_cursor: null,
  },
  '/payouts/bank-transfers': { items: [], has_more: false, next_cursor: null },
  '/payouts/bank-transfers/preview': {
    currency: 'USD',
    amount: '50.00',
    fee: '0.05',
    total: '50.05',
    available: '100.00',
    bank_account: bankAccount,
    totp_required: true,
    approval_required: false,
  },
};

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (route: { path: string }) => {
    if (route.path in answers) return answers[route.path];
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

async function renderPanel() {
  queryClient.clear();
  logInAs(ownerInfo);
  renderRoute(
    <ModalProvider>
      <RemitPanel />
    </ModalProvider>,
    '/fiat/withdraw',
  );
  await screen.findByTestId('bank-remit-available');
}

describe('the remit tab (bank transfers)', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('checks the remark and amount inline with the server wording', async () => {
    await renderPanel();
    expect(screen.getByTestId('bank-remit-available').textContent).toContain('100.00');
    fireEvent.change(screen.getByTestId('bank-remit-amount'), { target: { value: '1,5' } });
    fireEvent.change(screen.getByTestId('bank-remit-remark'), { target: { value: 'Rent #5' } });
    fireEvent.click(screen.getByTestId('bank-remit-next'));
    expect(
      await screen.findByText('The remark may hold only English letters, digits, spaces, hyphens and dots'),
    ).toBeTruthy();
  });

  it('offers the currencies operators enabled, from the server', async () => {
    await renderPanel();
    fireEvent.mouseDown(screen.getByTestId('bank-remit-currency').querySelector('input') as Element);
    expect(await screen.findByText('EUR · Euro')).toBeTruthy();
    expect(screen.queryByText(/^HKD/)).toBeNull();
  });

  it('starts on the only saved account, marks the required fields and says what each field takes', async () => {
    await renderPanel();
    const account = screen.getByTestId('bank-remit-account');
    await waitFor(() =>
      expect(account.textContent).toContain('HSBC Hong Kong · Blue Harbor Trading Ltd · **** 8901'),
    );
    const form = screen.getByTestId('bank-remit-form');
    const required = [...form.querySelectorAll('.ant-form-item-required')].map((l) => l.textContent);
    expect(required).toEqual(['Currency', 'Bank account', 'Amount']);
    expect(screen.getByTestId('bank-remit-remark').getAttribute('placeholder')).toBe(
      'Optional, sent with the transfer',
    );
    expect(screen.getByText('Send a bank transfer')).toBeTruthy();
  });

  it('shows the fee and what leaves the balance before confirming', async () => {
    await renderPanel();
    await waitFor(() =>
      expect(screen.getByTestId('bank-remit-account').textContent).toContain('HSBC Hong Kong'),
    );
    fireEvent.change(screen.getByTestId('bank-remit-amount'), { target: { value: '50' } });
    await waitFor(() => expect(screen.getByTestId('bank-remit-preview').textContent).toContain('50.05'));
    expect(screen.getByTestId('bank-remit-preview').textContent).toContain('0.05');
    fireEvent.click(screen.getByTestId('bank-remit-next'));
    expect(await screen.findByText('Confirm bank transfer')).toBeTruthy();
  });
});
