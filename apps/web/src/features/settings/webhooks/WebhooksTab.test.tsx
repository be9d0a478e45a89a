import type { WebhookEndpoint } from '@mc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { ModalProvider } from '../../../shell/ModalProvider';
import { renderRoute } from '../../../test/renderRoute';
import { WebhooksTab } from './WebhooksTab';

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((() => undefined) as never);
});

const ENDPOINT: WebhookEndpoint = {
  id: '0f5b7c1e-3a2d-4e8f-9b6a-1c2d3e4f5a6b',
  url: 'https://shop.example.com/hooks',
  description: 'Shop',
  events: ['receipt_order.paid', 'payout.*'],
  enabled: false,
  disabled_reason: 'failing',
  secret_hint: 'x9Zq',
  created_at: '2026-11-20T08:00:00.000Z',
  last_delivery_at: '2026-11-23T08:00:00.000Z',
  failing_since: '2026-11-20T09:00:00.000Z',
  previous_secret_expires_at: null,
  legacy_secret: false,
};
const page = (items: WebhookEndpoint[]) => ({ items, has_more: false, next_cursor: null });
const renderTab = () =>
  renderRoute(
    <ModalProvider>
      <WebhooksTab />
    </ModalProvider>,
    '/',
  );
const SECRET = `whsec_${'A'.repeat(43)}`;

describe('the Webhooks tab', () => {
  beforeEach(async () => {
    vi.mocked(call).mockReset();
    queryClient.clear();
    await setLanguage('cn');
  });

  it('shows an endpoint the platform disabled, since when, its events and its secret hint', async () => {
    vi.mocked(call).mockResolvedValue(page([ENDPOINT]));
    renderTab();
    const status = await screen.findByTestId('webhook-row-status');
    expect(status.dataset.state).toBe('disabledFailing');
    expect(status.textContent).toBe('因失败已停用');
    const row = screen.getByTestId(`webhook-row-${ENDPOINT.id}`);
    expect(within(row).getByText('收款订单 · 已支付')).toBeTruthy();
    expect(within(row).getByText('付款 · 全部')).toBeTruthy();
    expect(within(row).getByText(/自 .* 起投递失败，已被平台停用/)).toBeTruthy();
    expect(screen.getByTestId('webhook-row-secret').textContent).toBe('whsec_…x9Zq');
  });

  it('puts the server’s 422 on the URL field, then shows the new secret once', async () => {
    let creates = 0;
    vi.mocked(call).mockImplementation(async (route) => {
      if (route.method === 'GET') return page([]);
      creates += 1;
      if (creates === 1)
        throw new ApiError({
          status: 422,
          code: 422,
          message: '参数错误',
          errors: [{ field: 'url', message: '不能回调到本机、内网或保留地址（10.0.0.1）' }],
        });
      return { ...ENDPOINT, enabled: true, disabled_reason: null, failing_since: null, secret: SECRET };
    });
    renderTab();
    fireEvent.click(await screen.findByTestId('webhook-add'));
    fireEvent.change(await screen.findByTestId('webhook-url'), { target: { value: 'https://10.0.0.1/h' } });
    // every event is ticked by default; untick all, then tick the payouts (each event of theirs)
    const tick = (id: string) =>
      fireEvent.click(
        screen
          .getByTestId(`webhook-event-${id}`)
          .closest('.ant-tree-treenode')!
          .querySelector('.ant-tree-checkbox')!,
      );
    tick('*');
    tick('payout.*');
    fireEvent.click(screen.getByTestId('webhook-save'));
    expect(await screen.findByText('不能回调到本机、内网或保留地址（10.0.0.1）')).toBeTruthy();
    const [, body] = vi.mocked(call).mock.calls.find(([r]) => r.method === 'POST') ?? [];
    expect(body).toEqual({
      url: 'https://10.0.0.1/h',
      description: '',
      events: ['payout.*'],
    });

    fireEvent.change(screen.getByTestId('webhook-url'), {
      target: { value: 'https://shop.example.com/hooks' },
    });
    fireEvent.click(screen.getByTestId('webhook-save'));
    await waitFor(() => expect(screen.getByTestId('webhook-secret').textContent).toBe(SECRET));
    expect(screen.getByTestId('webhook-secret-modal').textContent).toContain('密钥只显示这一次');
  });

  it('rotates the secret with the overlap chosen in the dialog (24 hours unless changed), then shows it once', async () => {
    vi.mocked(call).mockImplementation(async (route) => {
      if (route.method === 'GET') return page([{ ...ENDPOINT, legacy_secret: true }]);
      return { ...ENDPOINT, previous_secret_expires_at: '2026-11-30T08:00:00.000Z', secret: SECRET };
    });
    renderTab();
    // an older secret is marked: it signs still, a rotation gives the standard form
    expect((await screen.findByTestId('webhook-row-legacy-secret')).textContent).toContain('建议轮换');
    fireEvent.click(screen.getByTestId('webhook-more'));
    fireEvent.click(await screen.findByTestId('webhook-action-rotate'));
    const overlap = await screen.findByTestId('webhook-rotate-overlap');
    expect(overlap.closest('.ant-select')?.textContent).toContain('24 小时（默认）');
    fireEvent.mouseDown(overlap.closest('.ant-select')!.querySelector('.ant-select-selector') ?? overlap);
    fireEvent.click(await screen.findByText('7 天'));
    fireEvent.click(screen.getByTestId('webhook-rotate-confirm'));
    await waitFor(() => expect(screen.getByTestId('webhook-secret').textContent).toBe(SECRET));
    const [route, body, opts] = vi.mocked(call).mock.calls.find(([r]) => r.method === 'POST') ?? [];
    expect(route?.path).toBe('/webhooks/endpoints/:id/rotate-secret');
    expect(body).toEqual({ previous_secret_expires_in_hours: 168 });
    expect(opts).toEqual({ params: { id: ENDPOINT.id } });
  });

  it('sends a test event of the type chosen in the dialog', async () => {
    vi.mocked(call).mockImplementation(async (route) =>
      route.method === 'GET' ? page([ENDPOINT]) : { event_id: 'e', delivery_id: 'd' },
    );
    renderTab();
    fireEvent.click(await screen.findByTestId('webhook-more'));
    fireEvent.click(await screen.findByTestId('webhook-action-test'));
    const select = await screen.findByTestId('webhook-test-type');
    const field = select.closest('.ant-select')!;
    expect(field.textContent).toContain('测试事件');
    fireEvent.mouseDown(field.querySelector('.ant-select-selector') ?? select);
    fireEvent.change(field.querySelector('input')!, { target: { value: '付款 · 失败' } });
    fireEvent.click(await screen.findByTitle('付款 · 失败'));
    fireEvent.click(screen.getByTestId('webhook-test-send'));
    await waitFor(() =>
      expect(vi.mocked(call).mock.calls.find(([r]) => r.method === 'POST')?.[1]).toEqual({
        type: 'payout.failed',
      }),
    );
  });
});
