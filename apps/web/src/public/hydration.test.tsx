import type { PublicOrder } from '@mc/contract';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../lib/http/client';
import { call } from '../lib/http/client';
import { setLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/queryClient';
import { hydrateInTest } from '../test/hydrate';
import { PublicRoot } from './PublicRoot';
import { paymentPage } from './pages/paymentPage';

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((() => undefined) as never);
});

const ORDER: PublicOrder = {
  id: '7c1a5a0e-4f9b-4d3e-9a51-2b8f0c6d1e20',
  merchant_name: 'Harbor Tea House',
  merchant_order_no: 'ORD-1',
  description: 'Two teas',
  asset: 'USDT',
  network: 'TRC20',
  amount: '12.500000',
  received_amount: '0.000000',
  pending_amount: '0.000000',
  due_amount: '12.500000',
  status: 'unpaid',
  deposit_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  payment_uri: null,
  // the server's clock is not the browser's: the page counts down on the server's
  expires_at: '2026-11-30T08:30:00.000Z',
  server_time: '2026-11-30T08:00:00.000Z',
  confirmations_required: 3,
  payments: [],
};

/**
 * The page drawn as the server draws it, then hydrated as the browser hydrates it; `faucet`: what the
 * server's page data says of its dev faucet.
 */
async function drawnThenHydrated(data: PublicOrder | null, faucet?: boolean) {
  const id = data?.id ?? ORDER.id;
  const server = createQueryClient();
  paymentPage.seed(server, id, data, faucet);
  // time passes between reading an answer and drawing it, on the server and in the browser
  vi.setSystemTime(Date.now() + 1234);
  const html = renderToString(<PublicRoot client={server}>{paymentPage.element(id)}</PublicRoot>);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  vi.setSystemTime(Date.now() + 60_000);
  const browser = createQueryClient();
  paymentPage.adopt?.(document);
  paymentPage.seed(browser, id, data, faucet);
  vi.setSystemTime(Date.now() + 1234);
  const recoverable = vi.fn();
  // unmounted after the test (`setup.ts`): the page polls for its order while it is mounted
  await hydrateInTest(container, <PublicRoot client={browser}>{paymentPage.element(id)}</PublicRoot>, {
    onRecoverableError: recoverable,
  });
  return { html, container, recoverable };
}

describe('the payment page hydrates what the server drew', () => {
  beforeEach(async () => {
    // hydrateRoot is driven here without testing-library: React is told this is a test environment
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.mocked(call).mockReset();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T09:00:00.000Z') });
    await setLanguage('cn');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('without a mismatch and without asking for the order again', async () => {
    const errors = vi.spyOn(console, 'error');
    const { html, container, recoverable } = await drawnThenHydrated(ORDER);
    expect(html).toContain('data-ms="1800000"');
    expect(html).toContain('<svg');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="pay-address"]')?.textContent).toBe(ORDER.deposit_address);
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the dev faucet's button as the server's page said, without asking the server", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { html, container } = await drawnThenHydrated(ORDER, true);
    // not drawn by the server (its code loads only where there is a faucet): after the hydration
    expect(html).not.toContain('pay-faucet');
    await vi.waitFor(() => expect(container.querySelector('[data-testid="pay-faucet"]')).not.toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows no faucet where the server said it has none, and does not ask', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { container } = await drawnThenHydrated(ORDER, false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="pay-faucet"]')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("with the page's not-found state when there is no such order", async () => {
    const errors = vi.spyOn(console, 'error');
    const { container, recoverable } = await drawnThenHydrated(null);
    expect(container.querySelector('[data-testid="pay-not-found"]')).not.toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });
});
