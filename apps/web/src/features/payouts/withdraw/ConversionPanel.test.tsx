import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { ModalProvider } from '../../../shell/ModalProvider';
import { topupInstructions } from '../../../test/fiatInstructions';
import { logInAs, ownerInfo } from '../../../test/merchantInfo';
import { renderRoute } from '../../../test/renderRoute';
import { ConversionPanel } from './ConversionPanel';

const card = (asset: string, available: string) => ({
  asset,
  decimals: 2,
  available,
  frozen: '0.00',
  settlement: '0.00',
  deposit: '0.00',
  total: available,
});

const answers: Record<string, unknown> = {
  '/fiat/topups/instructions': topupInstructions(['USD', 'US Dollar'], ['EUR', 'Euro']),
  '/fiat/balances': { assets: [card('USD', '500.00'), card('EUR', '300.00')] },
  '/balances': { assets: [] },
};

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (route: { path: string }) => {
    if (route.path in answers) return answers[route.path];
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

describe('fiat to crypto: the currency is one operators enabled', () => {
  beforeEach(async () => {
    await setLanguage('en');
    queryClient.clear();
    logInAs(ownerInfo);
  });

  it('offers the enabled currencies, shows the balance of the one picked and quotes in it', async () => {
    renderRoute(
      <ModalProvider>
        <ConversionPanel direction="to_crypto" />
      </ModalProvider>,
      '/fiat/withdrawToCrypto',
    );
    await waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toContain('USD'));
    fireEvent.mouseDown(screen.getByTestId('withdraw-currency').querySelector('input') as Element);
    fireEvent.click(await screen.findByText('EUR · Euro'));
    await waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toContain('300.00 EUR'));
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('withdraw-quote'));
    await waitFor(() =>
      expect(vi.mocked(call)).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/payouts/fiat-quotes' }),
        expect.objectContaining({ currency: 'EUR', amount: '10', direction: 'to_crypto' }),
      ),
    );
  });
});
