import type { StatementSummary } from '@mc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as download from '../../lib/download';
import { downloadBlob } from '../../lib/download';
import * as client from '../../lib/http/client';
import { call } from '../../lib/http/client';
import { setLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/queryClient';
import { logInAs, ownerInfo, withoutPermissions } from '../../test/merchantInfo';
import { renderRoute } from '../../test/renderRoute';
import MoneyPage from './MoneyPage';

beforeEach(() => {
  vi.spyOn(download, 'downloadBlob').mockImplementation((() => undefined) as never);
});

const statement: StatementSummary = {
  id: '42',
  month: '2026-10',
  timezone: 'UTC',
  period_start: '2026-10-01T00:00:00.000Z',
  period_end: '2026-11-01T00:00:00.000Z',
  generated_at: '2026-11-01T00:05:00.000Z',
  assets: [
    {
      asset: 'USDT',
      decimals: 6,
      opening: '10.000000',
      inflow: '100.000000',
      outflow: '26.000000',
      closing: '84.000000',
      count: 3,
    },
  ],
};

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (
    route: { path: string },
    input?: { enabled?: boolean },
  ) => {
    if (route.path === '/money/summary')
      return { assets: [], total_usd: '0.00', unpriced: [], rates: [], as_of: '2026-11-26T10:00:00.000Z' };
    if (route.path === '/money/flows') return { month: '2026-11', timezone: 'UTC', assets: [] };
    if (route.path === '/money/statements') return { items: [statement], has_more: false, next_cursor: null };
    if (route.path === '/money/statement-emails') return { enabled: input?.enabled ?? true };
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

function renderPage(info = ownerInfo) {
  queryClient.clear();
  logInAs(info);
  return renderRoute(<MoneyPage />, '/money');
}

describe('/money statements', () => {
  beforeEach(async () => {
    vi.mocked(call).mockClear();
    vi.mocked(downloadBlob).mockClear();
    await setLanguage('cn');
  });

  it('lists a closed month with its figures per asset, exactly as the API gives them, shown by the one amount rule', async () => {
    renderPage();
    const row = await screen.findByTestId('statement-row-42');
    expect(within(row).getByTestId('statement-month').textContent).toBe('2026-10');
    const usdt = within(row).getByTestId('statement-asset');
    expect(within(usdt).getByTestId('statement-opening').getAttribute('data-value')).toBe('10.000000');
    expect(within(usdt).getByTestId('statement-closing').getAttribute('data-value')).toBe('84.000000');
    expect(within(usdt).getByTestId('statement-closing').textContent).toBe('84.00');
  });

  it('downloads the PDF with the session in the console language, then the CSV in the chosen one', async () => {
    Cookies.set('token', 'tok-9');
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="statement_2026-10.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    const row = await screen.findByTestId('statement-row-42');
    fireEvent.click(within(row).getByTestId('statement-pdf'));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/money\/statements\/42\/pdf\?lang=cn$/);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-9');
    expect(vi.mocked(downloadBlob).mock.calls[0]?.[1]).toBe('statement_2026-10.pdf');

    const lang = screen.getByTestId('statement-lang');
    fireEvent.mouseDown(lang.querySelector('input') ?? lang);
    fireEvent.click(await screen.findByTitle('English'));
    fireEvent.click(within(row).getByTestId('statement-csv'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/\/api\/money\/statements\/42\/csv\?lang=en$/);
    vi.unstubAllGlobals();
  });

  it('turns the monthly e-mails off for the user', async () => {
    renderPage();
    const toggle = await screen.findByTestId('statement-emails');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(
      vi
        .mocked(call)
        .mock.calls.some(
          ([route, input]) =>
            route.path === '/money/statement-emails' &&
            route.method === 'POST' &&
            (input as unknown as { enabled: boolean }).enabled === false,
        ),
    ).toBe(true);
  });

  it('shows no statements to a role without history.export', async () => {
    renderPage(withoutPermissions(['history.export']));
    await screen.findByTestId('money-summary');
    expect(screen.queryByTestId('money-statements')).toBeNull();
    expect(vi.mocked(call).mock.calls.some(([route]) => route.path === '/money/statements')).toBe(false);
  });
});
