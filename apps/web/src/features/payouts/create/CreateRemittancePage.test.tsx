import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { ModalProvider } from '../../../shell/ModalProvider';
import { logInAs, ownerInfo } from '../../../test/merchantInfo';
import { renderRoute } from '../../../test/renderRoute';
import CreateRemittancePage from './CreateRemittancePage';

const answers: Record<string, unknown> = {
  '/meta/networks': {
    kyb_order_limit_usd: '900',
    networks: [
      {
        code: 'TRC20',
        name: 'Tron (TRC-20)',
        confirmations: 3,
        assets: [{ asset: 'USDT', min_amount: '1.000000', network_fee: '1.000000' }],
      },
    ],
  },
  '/wallet/balances': {
    assets: [
      {
        asset: 'USDT',
        decimals: 6,
        available: '20.000000',
        frozen: '0.000000',
        settlement: '0.000000',
        deposit: '0.000000',
        total: '20.000000',
      },
    ],
  },
};

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (route: { path: string }) => {
    if (route.path in answers) return answers[route.path];
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

async function renderPage() {
  queryClient.clear();
  logInAs(ownerInfo);
  const element = (
    <ModalProvider>
      <CreateRemittancePage />
    </ModalProvider>
  );
  renderRoute(element, '/pay/create');
  await screen.findByTestId('remit-available');
}

describe('/pay/create form', () => {
  beforeEach(async () => {
    await setLanguage('cn');
  });

  it('validates amount, address and remark inline with the server wording', async () => {
    await renderPage();
    fireEvent.change(screen.getByTestId('remit-amount'), { target: { value: '1,5' } });
    fireEvent.change(screen.getByTestId('remit-remark'), { target: { value: '发票 #42' } });
    fireEvent.click(screen.getByTestId('remit-next'));
    expect(await screen.findByText('请输入正确的数字')).toBeTruthy();
    expect(await screen.findByText('备注只能包含英文字母、数字、空格、连字符和点')).toBeTruthy();
    expect(screen.getAllByText('此项为必填项').length).toBeGreaterThan(0);
  });

  it('refuses more than the available balance', async () => {
    await renderPage();
    fireEvent.change(screen.getByTestId('remit-amount'), { target: { value: '20.5' } });
    await waitFor(() => expect(screen.getByText('超出可用余额')).toBeTruthy());
    expect(screen.getByTestId('remit-available').textContent).toContain('20.00');
  });
});
