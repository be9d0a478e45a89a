import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { loadMessageBundles } from '../../../lib/messageBundle';
import { receiveBundle } from '../../../locales/receive/bundle';
import { Providers } from '../../../test/AppProviders';
import type { ReceiptOrderDetail } from '../api';
import { OrderTimeline } from './OrderTimeline';

const timeline: ReceiptOrderDetail['timeline'] = [
  {
    status: 'completed',
    code: 'late_payment_credited',
    params: { amount: '5.000000', asset: 'USDT', fee: '0.050000', by: 'merchant' },
    note: 'late payment of 5.000000 USDT credited by the merchant, fee 0.050000',
    at: '2030-01-01T00:00:00.000Z',
  },
  {
    status: 'closed',
    code: 'note',
    params: { text: 'written before notes had codes' },
    note: 'written before notes had codes',
    at: '2030-01-01T00:01:00.000Z',
  },
];

const notes = () => screen.getAllByTestId('timeline-note').map((n) => n.textContent);

describe('order timeline', () => {
  beforeAll(() => loadMessageBundles([async () => receiveBundle]));

  it("shows each note in the reader's language, from its code and parameters", async () => {
    await setLanguage('cn');
    const order = { timeline } as ReceiptOrderDetail;
    const { rerender } = render(
      <Providers>
        <OrderTimeline order={order} />
      </Providers>,
    );
    expect(notes()[0]).toBe('逾期到账 5.00 USDT 已由商户入账，手续费 0.05');
    expect(notes()[1]).toBe('written before notes had codes');
    await setLanguage('en');
    rerender(
      <Providers>
        <OrderTimeline order={{ ...order }} />
      </Providers>,
    );
    expect(notes()[0]).toBe('Late payment of 5.00 USDT credited by the merchant, fee 0.05');
  });
});
