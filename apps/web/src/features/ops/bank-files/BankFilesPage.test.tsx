import type { BankCredit, BankFile, BankFileDetail } from '@mc/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as download from '../../../lib/download';
import { downloadBlob } from '../../../lib/download';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { Providers } from '../../../test/AppProviders';
import { xhrAnswering } from '../../../test/fakeXhr';
import { opsQueryClient } from '../api';
import BankFilesPage from './BankFilesPage';

const TOPUP_A = '7d1c2a4e-0000-4000-8000-00000000000a';
const TOPUP_B = '7d1c2a4e-0000-4000-8000-00000000000b';

const file: BankFile = {
  id: 'f1',
  direction: 'in',
  kind: 'camt.053',
  state: 'imported',
  name: 'statement-2026-11-30.xml',
  message_id: 'STMT-20261130-0001',
  account: 'DE89370400440532013000',
  currency: 'EUR',
  entries: 2,
  matched: 1,
  unmatched: 1,
  total: null,
  size: 4096,
  error: null,
  created_by: 'ops@example.com',
  created_at: '2026-11-30T08:00:00.000Z',
};

const detail: BankFileDetail = {
  ...file,
  items: [
    {
      id: 'e1',
      kind: 'debit',
      state: 'rejected',
      end_to_end_id: 'E2E-1',
      reference: 'PAYOUT-1',
      amount: '120.00',
      currency: 'EUR',
      counterparty: 'Jane Doe',
      booked_on: '2026-11-30',
      reason_code: 'AC01',
      reason: 'IBAN invalid',
      miss: null,
      payout_id: 'p1',
      topup_id: null,
      merchant_id: 'm1',
    },
    {
      id: 'e2',
      kind: 'debit',
      state: 'unmatched',
      end_to_end_id: null,
      reference: 'BANK-FEE',
      amount: '80.00',
      currency: 'EUR',
      counterparty: null,
      booked_on: '2026-11-30',
      reason_code: null,
      reason: null,
      miss: 'no_transfer',
      payout_id: null,
      topup_id: null,
      merchant_id: null,
    },
  ],
};

/** A pain.001 the platform wrote: a statement booked 3 of its transfers, the bank rejected 1. */
const pain001: BankFile = {
  ...file,
  id: 'f2',
  direction: 'out',
  kind: 'pain.001',
  state: 'written',
  name: 'pain001-20261130-0001.xml',
  message_id: 'PAIN-20261130-0001',
  account: '7870012345678 / 38',
  entries: 4,
  matched: 3,
  unmatched: 1,
  total: '4000.00',
  created_by: null,
};

const credit: BankCredit = {
  id: 'c1',
  state: 'unmatched',
  miss: 'ambiguous',
  matched_by: null,
  currency: 'EUR',
  amount: '500.00',
  reference: 'MC-ACME',
  payer: 'ACME GmbH',
  received_at: '2026-11-30T09:00:00.000Z',
  topup_id: null,
  merchant_id: 'm1',
  note: null,
  candidates: [TOPUP_A, TOPUP_B].map((topup_id, n) => ({
    topup_id,
    merchant_id: 'm1',
    merchant_name: 'Acme',
    reference: `MC-ACME-${n}`,
    currency: 'EUR',
    amount: '500.00',
    value_date: '2026-11-29',
    created_at: '2026-11-29T10:00:00.000Z',
  })),
};

beforeEach(() => {
  vi.spyOn(download, 'downloadBlob').mockImplementation((() => undefined) as never);
});

const page = <T,>(items: T[]) => ({ items, has_more: false, next_cursor: null });

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (
    route: { path: string },
    _body?: unknown,
    options?: { params?: { id?: string } },
  ) => {
    if (route.path === '/ops/bank-files') return page([file, pain001]);
    if (route.path === '/ops/bank-files/:id')
      return options?.params?.id === pain001.id ? { ...pain001, items: [] } : detail;
    if (route.path === '/ops/bank-files/generate') return { files: [file, file] };
    if (route.path === '/ops/bank-credits') return page([credit]);
    if (route.path === '/ops/bank-credits/:id/match') return { ...credit, state: 'matched' };
    if (route.path === '/ops/bank-credits/:id/dismiss') return { ...credit, state: 'dismissed' };
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

function renderPage(url: string) {
  opsQueryClient.clear();
  const router = createMemoryRouter([{ path: '/ops/bank-files', element: <BankFilesPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={opsQueryClient}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </QueryClientProvider>,
  );
}

/** Chooses a file in the "Import file" button's input. */
function chooseFile(name: string) {
  const input = screen.getByTestId('ops-bank-file-import').closest('.ant-upload')?.querySelector('input');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['<Document/>'], name, { type: 'text/xml' })] } });
}

const callsTo = (path: string) => vi.mocked(call).mock.calls.filter(([route]) => route.path === path);

beforeEach(async () => {
  vi.mocked(call).mockClear();
  vi.mocked(downloadBlob).mockClear();
  await setLanguage('en');
});

describe('/ops/bank-files', () => {
  it('lists the files; a row opens its drawer with the entries, a rejection in words', async () => {
    renderPage('/ops/bank-files');
    const row = await screen.findByTestId('ops-bank-file-f1');
    expect(row.textContent).toContain('camt.053 · Statement');
    expect(row.textContent).toContain('Matched 1');
    expect(row.textContent).toContain('Unmatched 1');
    // who made a file is in its drawer, not in the list
    expect(row.textContent).not.toContain('ops@example.com');
    // of a pain.001, the transfers a statement booked and those the bank rejected
    const out = screen.getByTestId('ops-bank-file-f2');
    expect(out.textContent).toContain('Booked 3');
    expect(within(out).getByTestId('ops-bank-file-unmatched').textContent).toBe(' · Rejected 1');
    expect(out.textContent).not.toContain('Matched');

    fireEvent.click(row);
    const drawer = await screen.findByTestId('ops-bank-file-drawer');
    const entry = await within(drawer).findByTestId('ops-bank-entry-e1');
    expect(within(entry).getByTestId('ops-bank-entry-reason').textContent).toBe(
      'The account number is incorrect (AC01: IBAN invalid)',
    );
    expect(within(entry).queryByTestId('ops-bank-entry-miss')).toBeNull();
    // an entry that did not match says why in words, not by its code
    const unmatched = within(drawer).getByTestId('ops-bank-entry-e2');
    expect(within(unmatched).getByTestId('ops-bank-entry-miss').textContent).toBe(
      'Names no transfer of ours',
    );
    expect(unmatched.textContent).not.toContain('no_transfer');
    expect(within(unmatched).queryByTestId('ops-bank-entry-reason')).toBeNull();
    expect(drawer.textContent).toContain('ops@example.com');
    expect(callsTo('/ops/bank-files/:id')[0]?.[2]).toEqual({ params: { id: 'f1' } });

    const xml = { 'Content-Type': 'application/xml', 'Content-Disposition': 'attachment; filename="f1.xml"' };
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) => new Response('<Document/>', { headers: xml }),
    );
    vi.stubGlobal('fetch', fetchMock);
    fireEvent.click(within(drawer).getByTestId('ops-bank-file-download'));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/ops/bank-files/f1/content');
    expect(vi.mocked(downloadBlob).mock.calls[0]?.[1]).toBe('f1.xml');
  });

  it("a pain.001's drawer counts the transfers booked and rejected", async () => {
    renderPage('/ops/bank-files');
    fireEvent.click(await screen.findByTestId('ops-bank-file-f2'));
    const drawer = await screen.findByTestId('ops-bank-file-drawer');
    await within(drawer).findByTestId('ops-bank-entries');
    expect(drawer.textContent).toContain('4 in all · Booked 3 · Rejected 1');
    expect(drawer.textContent).toContain('System (schedule or inbox)');
  });

  it("imports a file: a refusal shows the server's message, an imported file opens in the drawer", async () => {
    const sent: string[] = [];
    const doctype = 'The file declares a DOCTYPE or entities, which ISO 20022 messages never do: refused';
    const invalid = {
      code: 422,
      message: 'Please check the highlighted fields',
      data: null,
      errors: [{ field: 'file', message: doctype }],
    };
    vi.stubGlobal('XMLHttpRequest', xhrAnswering(422, invalid, { urls: sent }));
    renderPage('/ops/bank-files');
    await screen.findByTestId('ops-bank-file-f1');
    chooseFile('statement.xml');
    // the field's message alone: the envelope's "check the highlighted fields" adds nothing to it
    const alert = await screen.findByTestId('ops-bank-file-refusal');
    expect(alert.textContent).toContain(doctype);
    expect(alert.textContent).not.toContain('Please check');
    expect(sent).toEqual(['/api/ops/bank-files/import']);

    const refused = { code: 422, message: 'The file is not XML in UTF-8', data: null };
    vi.stubGlobal('XMLHttpRequest', xhrAnswering(422, refused, { urls: sent }));
    chooseFile('statement.xml');
    await waitFor(() =>
      expect(screen.getByTestId('ops-bank-file-refusal').textContent).toContain(
        'The file is not XML in UTF-8',
      ),
    );
    // the server's words are English: on a page switched to Chinese the refusal is put away, and
    // it comes back with the page's language
    await act(() => setLanguage('cn'));
    expect(screen.queryByTestId('ops-bank-file-refusal')).toBeNull();
    await act(() => setLanguage('en'));
    expect(screen.getByTestId('ops-bank-file-refusal').textContent).toContain('The file was not imported');

    vi.stubGlobal(
      'XMLHttpRequest',
      xhrAnswering(200, { code: 200, message: 'OK', data: file }, { urls: sent }),
    );
    chooseFile('statement.xml');
    await screen.findByTestId('ops-bank-file-drawer');
    await waitFor(() => expect(screen.queryByTestId('ops-bank-file-refusal')).toBeNull());
  });

  it('generates pain.001 now', async () => {
    renderPage('/ops/bank-files');
    await screen.findByTestId('ops-bank-file-f1');
    fireEvent.click(screen.getByTestId('ops-bank-files-generate'));
    await waitFor(() => expect(callsTo('/ops/bank-files/generate')).toHaveLength(1));
  });

  it('matches an unmatched credit to the candidate chosen; sets one aside with a reason', async () => {
    renderPage('/ops/bank-files?tab=credits');
    const row = await screen.findByTestId('ops-bank-credit-c1');
    expect(within(row).getByTestId('ops-bank-credit-miss').textContent).toBe(
      'More than one top-up could be it',
    );

    fireEvent.click(within(row).getByTestId('ops-bank-credit-match'));
    fireEvent.click(await screen.findByTestId(`ops-bank-credit-candidate-${TOPUP_B}`));
    fireEvent.click(screen.getByTestId('ops-bank-credit-match-ok'));
    await waitFor(() => expect(callsTo('/ops/bank-credits/:id/match')).toHaveLength(1));
    const [, body, options] = callsTo('/ops/bank-credits/:id/match')[0] ?? [];
    expect(body).toEqual({ topup_id: TOPUP_B });
    // money-moving: the decision carries an Idempotency-Key
    expect(options).toEqual({ params: { id: 'c1' }, headers: { 'Idempotency-Key': expect.any(String) } });

    fireEvent.click(within(row).getByTestId('ops-bank-credit-dismiss'));
    fireEvent.change(await screen.findByTestId('ops-reason'), {
      target: { value: 'Returned to the sender' },
    });
    fireEvent.click(screen.getByTestId('ops-reason-ok'));
    await waitFor(() => expect(callsTo('/ops/bank-credits/:id/dismiss')).toHaveLength(1));
    const [, reason, dismissOptions] = callsTo('/ops/bank-credits/:id/dismiss')[0] ?? [];
    expect(reason).toEqual({ reason: 'Returned to the sender' });
    expect(dismissOptions).toMatchObject({ headers: { 'Idempotency-Key': expect.any(String) } });
  });
});
