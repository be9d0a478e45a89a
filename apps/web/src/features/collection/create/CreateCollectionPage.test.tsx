import type { CollectionImport } from '@mc/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import * as uploads from '../../../lib/http/upload';
import { uploadForm } from '../../../lib/http/upload';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { collectionAccount } from '../../../test/collectionAccounts';
import { renderRoute } from '../../../test/renderRoute';
import CreateCollectionPage from './CreateCollectionPage';

const NETWORKS = {
  networks: [
    {
      code: 'TRC20',
      name: 'Tron',
      confirmations: 3,
      assets: [{ asset: 'USDT', min_amount: '1.000000', network_fee: '1.000000' }],
    },
  ],
  kyb_order_limit_usd: '900',
};

/** A preview of `rows` rows with the given problems. */
function preview(over: Partial<CollectionImport>): CollectionImport {
  return {
    id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
    file_name: 'customers.csv',
    format: 'csv',
    encoding: 'utf-8',
    status: 'previewed',
    rows_total: 3,
    rows_valid: 3,
    rows_existing: 0,
    errors: [],
    errors_total: 0,
    created: 0,
    created_at: '2026-11-30T08:00:00.000Z',
    committed_at: null,
    ...over,
  };
}

const BAD = preview({
  rows_valid: 2,
  errors_total: 1,
  errors: [
    {
      row: 3,
      column: 'email',
      code: 'email_invalid',
      params: {},
      message: '请输入有效的邮箱地址',
    },
  ],
});
const GOOD = preview({ id: '2a3b4c5d-6e7f-4801-9234-56789abcdef0' });

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((() => undefined) as never);
});
beforeEach(() => {
  vi.spyOn(uploads, 'uploadForm').mockImplementation((() => undefined) as never);
});

const callsTo = (path: string) => vi.mocked(call).mock.calls.filter(([route]) => route.path === path);

function renderAt(url: string) {
  queryClient.clear();
  return renderRoute(<CreateCollectionPage />, '/system/batch/account', url);
}

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Chooses a file in the import's picker and uploads it. */
async function upload(name: string, type = 'text/csv') {
  const input = screen.getByTestId('collection-import').querySelector('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['customer_name\n'], name, { type })] } });
  const button = screen.getByTestId('collection-import-upload');
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

describe('/system/batch/account', () => {
  beforeEach(async () => {
    vi.mocked(call).mockReset();
    vi.mocked(uploadForm).mockReset();
    await setLanguage('cn');
  });

  it('marks the required fields and says what each field takes', async () => {
    vi.mocked(call).mockImplementation(async (route) => {
      if (route.path === '/meta/networks') return NETWORKS;
      throw new Error(`unexpected call ${route.path}`);
    });
    renderAt('/system/batch/account');
    const form = await screen.findByTestId('collection-form');
    const required = [...form.querySelectorAll('.ant-form-item-required')].map((l) => l.textContent);
    expect(required).toEqual(expect.arrayContaining(['客户名称', '客户编号', '币种', '网络']));
    expect(required).not.toContain('备注（选填）');
    expect(required).not.toContain('每月应付金额（选填）');
    expect(screen.getByTestId('collection-form-name').getAttribute('placeholder')).toBe('请输入客户名称');
    expect(screen.getByTestId('collection-form-expected').getAttribute('placeholder')).toBe('0.00');
  });

  it('creates one account: the server’s 422 lands on its field, then the address and payment link show', async () => {
    vi.mocked(call).mockImplementation(async (route) => {
      if (route.path === '/meta/networks') return NETWORKS;
      if (route.path === '/collection-accounts') {
        if (callsTo('/collection-accounts').length === 1)
          throw new ApiError({
            status: 422,
            code: 422,
            message: '客户编号已存在',
            errors: [{ field: 'customer_ref', message: '客户编号已存在' }],
          });
        return collectionAccount;
      }
      throw new Error(`unexpected call ${route.path}`);
    });
    renderAt('/system/batch/account');
    fill('collection-form-name', 'Lin Mei');
    fill('collection-form-ref', 'CUST-0001');
    fill('collection-form-email', 'lin.mei@example.com');
    fill('collection-form-expected', '25');
    fireEvent.click(screen.getByTestId('collection-form-submit'));
    expect(await screen.findByText('客户编号已存在')).toBeTruthy();
    const [, body, options] = callsTo('/collection-accounts')[0] ?? [];
    expect(body).toEqual({
      customer_name: 'Lin Mei',
      customer_ref: 'CUST-0001',
      email: 'lin.mei@example.com',
      asset: 'USDT',
      network: 'TRC20',
      expected_amount: '25',
      remark: undefined,
    });
    expect(options?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    fill('collection-form-ref', 'CUST-0002');
    fireEvent.click(screen.getByTestId('collection-form-submit'));
    expect(await screen.findByTestId('collection-created')).toBeTruthy();
    expect(screen.getByTestId('collection-created-payment-url').textContent).toBe(
      collectionAccount.payment_url,
    );
    // a changed body is a new request: a new key
    const keys = callsTo('/collection-accounts').map(([, , o]) => o?.headers?.['Idempotency-Key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('imports a file: the per-row errors, "fix and upload again", then all rows at once', async () => {
    vi.mocked(uploadForm).mockResolvedValueOnce(BAD).mockResolvedValueOnce(GOOD);
    vi.mocked(call).mockImplementation(async (route) => {
      if (route.path === '/collection-imports/:id/commit')
        return { ...GOOD, status: 'committed', created: 3 };
      throw new Error(`unexpected call ${route.path}`);
    });
    renderAt('/system/batch/account?tab=import');
    expect(await screen.findByTestId('collection-template-csv')).toBeTruthy();
    await upload('customers.csv');

    const first = await screen.findByTestId('collection-import-preview');
    expect(first.dataset.errors).toBe('1');
    expect(within(screen.getByTestId('collection-import-total-rows')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('collection-import-total-valid')).getByText('2')).toBeTruthy();
    const row = screen.getByTestId('collection-import-error-3');
    expect(row.textContent).toContain('客户邮箱');
    expect(row.textContent).toContain('请输入有效的邮箱地址');
    expect(screen.getByTestId('collection-import-valid').textContent).toContain('仅导入有效行（2 行）');
    const [path, form] = vi.mocked(uploadForm).mock.calls[0] ?? [];
    expect(path).toBe('/collection-imports');
    expect((form as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(screen.getByTestId('collection-import-again'));
    await screen.findByTestId('collection-import-upload');
    await upload('customers-fixed.csv');
    await waitFor(() => expect(screen.getByTestId('collection-import-preview').dataset.errors).toBe('0'));
    expect(screen.queryByTestId('collection-import-errors')).toBeNull();
    fireEvent.click(screen.getByTestId('collection-import-all'));

    const done = await screen.findByTestId('collection-import-done');
    expect(done.dataset.created).toBe('3');
    const [, body, options] = callsTo('/collection-imports/:id/commit')[0] ?? [];
    expect(body).toEqual({ mode: 'all_or_nothing' });
    expect(options).toMatchObject({ params: { id: GOOD.id } });
    expect(screen.getByTestId('collection-import-done-list')).toBeTruthy();
  });

  it('shows the upload’s progress, then that the server checks the rows', async () => {
    let progress: (percent: number) => void = () => {};
    let answer: (preview: CollectionImport) => void = () => {};
    vi.mocked(uploadForm).mockImplementation((_path, _form, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => {
        answer = resolve as (preview: CollectionImport) => void;
      });
    });
    renderAt('/system/batch/account?tab=import');
    await screen.findByTestId('collection-template-csv');
    await upload('customers.csv');
    act(() => progress(40));
    const bar = await screen.findByTestId('collection-upload-progress');
    expect(bar.textContent).toContain('上传中 40%');
    act(() => progress(99));
    await waitFor(() => expect(bar.textContent).toContain('正在检查每一行'));
    act(() => answer(GOOD));
    expect(await screen.findByTestId('collection-import-preview')).toBeTruthy();
  });

  it('refuses a file that is neither CSV nor XLSX before sending it', async () => {
    renderAt('/system/batch/account?tab=import');
    await screen.findByTestId('collection-template-csv');
    await upload('customers.pdf', 'text/csv');
    expect((await screen.findByTestId('collection-import-problem')).textContent).toContain('customers.pdf');
    expect(uploadForm).not.toHaveBeenCalled();
  });
});
