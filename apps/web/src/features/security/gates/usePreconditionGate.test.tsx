import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import { setLanguage } from '../../../lib/i18n';
import { ModalProvider } from '../../../shell/ModalProvider';
import { Providers } from '../../../test/AppProviders';
import { gateReasonOf } from './gateTargets';
import { usePreconditionGate } from './usePreconditionGate';

const precondition = (reason: ApiError['reason'], message = 'precondition') =>
  new ApiError({ status: 428, code: 428, message, reason });

/** A form's submit failing with `error`: the gate shows its prompt, or the page an error line. */
function Submit({ error }: { error: unknown }) {
  const gate = usePreconditionGate();
  const location = useLocation();
  return (
    <div>
      <span data-testid="where">{`${location.pathname}${location.hash}`}</span>
      <button
        type="button"
        onClick={() => {
          if (!gate.handle(error)) document.body.dataset.toast = error instanceof Error ? error.message : '';
        }}
      >
        submit
      </button>
    </div>
  );
}

const TITLE = '.ant-modal-confirm-title';
/** The prompt's title (antd repeats it, hidden, for screen readers). */
const promptTitle = (text: string) => screen.findByText(text, { selector: TITLE });

function renderWith(error: unknown) {
  const element = (
    <ModalProvider>
      <Submit error={error} />
    </ModalProvider>
  );
  const router = createMemoryRouter(
    ['/account-info', '/kyc-kyb', '/pay/create'].map((path) => ({ path, element })),
    { initialEntries: ['/pay/create'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  fireEvent.click(screen.getByText('submit'));
}

describe('precondition gate', () => {
  beforeEach(async () => {
    delete document.body.dataset.toast;
    await setLanguage('cn');
  });

  it('knows the reasons it guides through, and nothing else', () => {
    expect(gateReasonOf(precondition('authenticator_required'))).toBe('authenticator_required');
    expect(gateReasonOf(precondition('payment_password_required'))).toBe('payment_password_required');
    expect(gateReasonOf(precondition('kyb_required'))).toBe('kyb_required');
    expect(gateReasonOf(precondition('totp_required'))).toBeNull();
    expect(gateReasonOf(new ApiError({ status: 422, code: 422, message: 'bad' }))).toBeNull();
    expect(gateReasonOf(new Error('network'))).toBeNull();
  });

  it('turns authenticator_required into "请先绑定谷歌验证器" leading to the authenticator tab', async () => {
    renderWith(precondition('authenticator_required'));
    expect(await promptTitle('请先绑定谷歌验证器')).toBeTruthy();
    expect(document.body.dataset.toast).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '去绑定' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account-info#authenticator'));
  });

  it('payment_password_required leads to the payment password tab; kyb_required to /kyc-kyb', async () => {
    renderWith(precondition('payment_password_required'));
    expect(await promptTitle('请先设置支付密码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去设置' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/account-info#payment-password'),
    );
  });

  it('speaks English and leads to KYB', async () => {
    await setLanguage('en');
    renderWith(precondition('kyb_required'));
    expect(await promptTitle('Complete KYB verification first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/kyc-kyb'));
  });

  it('"Later" closes the prompt and stays', async () => {
    await setLanguage('en');
    renderWith(precondition('authenticator_required'));
    expect(await promptTitle('Bind your authenticator first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    // the dialog starts leaving (jsdom never finishes the animation) and nothing navigates
    await waitFor(() => expect(document.querySelector('.mc-gate')?.className).toMatch(/-leave/));
    expect(screen.getByTestId('where').textContent).toBe('/pay/create');
  });

  it('leaves every other failure to the caller (an error line, not a prompt)', async () => {
    renderWith(new ApiError({ status: 422, code: 422, message: '请检查填写的内容' }));
    expect(document.body.dataset.toast).toBe('请检查填写的内容');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
