import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as download from '../../../lib/download';
import { downloadBlob } from '../../../lib/download';
import { setLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryClient } from '../../../lib/queryClient';
import { Providers } from '../../../test/AppProviders';
import { logInAs, ownerInfo, withoutPermissions } from '../../../test/merchantInfo';
import { ExportButtons } from './ExportButtons';

beforeEach(() => {
  vi.spyOn(download, 'downloadBlob').mockImplementation((() => undefined) as never);
});

const FILTERS = {
  type: 'received' as const,
  from: '2026-10-31T16:00:00.000Z',
  to: '2026-11-30T16:00:00.000Z',
};
const encode = (text: string) => new TextEncoder().encode(text);

/** A streamed answer whose chunks the test hands over one by one. */
function streamedAnswer(headers: Record<string, string>) {
  let push: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = controller;
    },
  });
  return {
    response: new Response(body, { status: 200, headers }),
    send: (text: string) => push?.enqueue(encode(text)),
    end: () => push?.close(),
  };
}

const renderButtons = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <Providers>
        <ExportButtons filters={FILTERS} />
      </Providers>
    </QueryClientProvider>,
  );

describe('history export', () => {
  beforeEach(async () => {
    vi.mocked(downloadBlob).mockClear();
    queryClient.clear();
    logInAs(ownerInfo);
    await setLanguage('cn');
  });

  it('is not offered to a role without history.export', () => {
    logInAs(withoutPermissions(['history.export']));
    renderButtons();
    expect(screen.queryByTestId('history-export-csv')).toBeNull();
    expect(screen.queryByTestId('history-export-xlsx')).toBeNull();
  });

  it('streams the CSV with the session, counts its rows against X-Export-Rows, saves it under its name', async () => {
    Cookies.set('token', 'tok-1');
    const answer = streamedAnswer({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="transactions_2026-11-01_2026-11-30.csv"',
      'X-Export-Rows': '3',
    });
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer.response);
    vi.stubGlobal('fetch', fetchMock);
    renderButtons();
    fireEvent.click(screen.getByTestId('history-export-csv'));

    answer.send('\uFEFF时间,类型\r\n2026-11-30,received\r\n');
    await waitFor(() =>
      expect(screen.getByTestId('history-export-text').textContent).toBe('已接收 1 / 3 行'),
    );
    answer.send('2026-11-29,received\r\n2026-11-28,received\r\n');
    await waitFor(() =>
      expect(screen.getByTestId('history-export-text').textContent).toBe('已接收 3 / 3 行'),
    );
    answer.end();

    await waitFor(() => expect(downloadBlob).toHaveBeenCalledOnce());
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0] ?? [];
    expect(name).toBe('transactions_2026-11-01_2026-11-30.csv');
    expect(await blob?.text()).toContain('2026-11-28,received');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      '/api/history/export?type=received&from=2026-10-31T16%3A00%3A00.000Z&to=2026-11-30T16%3A00%3A00.000Z&format=csv',
    );
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    await waitFor(() => expect(screen.queryByTestId('history-export-progress')).toBeNull());
  });

  it('shows the bytes of an XLSX without Content-Length on a moving bar', async () => {
    const answer = streamedAnswer({ 'X-Export-Rows': '2' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer.response),
    );
    renderButtons();
    fireEvent.click(screen.getByTestId('history-export-xlsx'));
    answer.send('PK'.padEnd(2048, 'x'));
    await waitFor(() => expect(screen.getByTestId('history-export-text').textContent).toBe('已接收 2.0 KB'));
    expect(screen.getByTestId('history-export-csv').hasAttribute('disabled')).toBe(true);
    answer.end();
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'transactions.xlsx'));
  });

  it('shows the message of a refusal', async () => {
    const error = vi.spyOn(notify, 'error');
    const refusal = {
      code: 422,
      message: '结束时间必须晚于开始时间',
      errors: [{ field: 'to', message: 'x' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 422 })),
    );
    renderButtons();
    fireEvent.click(screen.getByTestId('history-export-csv'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('结束时间必须晚于开始时间'));
    expect(downloadBlob).not.toHaveBeenCalled();
  });
});
