import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import { setLanguage } from '../../../lib/i18n';
import { ModalProvider } from '../../../shell/ModalProvider';
import { Providers } from '../../../test/AppProviders';
import { SecurityDialog } from './SecurityDialog';

type Send = (body: object, key: string) => Promise<void>;

function renderDialog(send: Send, totpRequired = false, onPageErrors = vi.fn()) {
  const element = (
    <ModalProvider>
      <SecurityDialog
        open
        title="Confirm"
        confirmLabel="Pay"
        request={{ amount: '10', address: 'T1' }}
        totpRequired={totpRequired}
        onClose={() => undefined}
        send={send}
        pageFields={['amount', 'address']}
        onPageErrors={onPageErrors}
      >
        <span>summary</span>
      </SecurityDialog>
    </ModalProvider>
  );
  const router = createMemoryRouter([{ path: '/pay/create', element }], { initialEntries: ['/pay/create'] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { onPageErrors };
}

const password = () => screen.getByTestId('payout-payment-password') as HTMLInputElement;
const confirm = () => act(() => fireEvent.click(screen.getByTestId('payout-confirm-ok')));

describe('payout security dialog', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('checks the password inline with the contract wording before sending', async () => {
    const send = vi.fn<Send>();
    renderDialog(send);
    fireEvent.change(password(), { target: { value: '12a3' } });
    await confirm();
    expect(await screen.findByText('The payment password is exactly 6 digits')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('retries a payout after a network failure with the same Idempotency-Key', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 0, message: 'network', handled: true }))
      .mockResolvedValueOnce(undefined);
    renderDialog(send);
    fireEvent.change(password(), { target: { value: '246810' } });
    await confirm();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await confirm();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const [first, second] = send.mock.calls;
    expect(first?.[0]).toEqual({ amount: '10', address: 'T1', payment_password: '246810' });
    expect(second?.[1]).toBe(first?.[1]);
  });

  it('shows a wrong password on its field and hands field errors of the page back', async () => {
    const wrong = new ApiError({
      status: 422,
      code: 422,
      message: 'check',
      errors: [{ field: 'payment_password', message: 'The payment password is wrong; tries left: 4' }],
    });
    const short = new ApiError({
      status: 422,
      code: 422,
      message: 'check',
      errors: [{ field: 'amount', message: 'Exceeds the available balance' }],
    });
    const send = vi.fn<Send>().mockRejectedValueOnce(wrong).mockRejectedValueOnce(short);
    const { onPageErrors } = renderDialog(send);
    fireEvent.change(password(), { target: { value: '111111' } });
    await confirm();
    expect(await screen.findByText('The payment password is wrong; tries left: 4')).toBeTruthy();
    await confirm();
    await waitFor(() =>
      expect(onPageErrors).toHaveBeenCalledWith([
        { field: 'amount', message: 'Exceeds the available balance' },
      ]),
    );
  });

  it('asks for the authenticator code when required, and when the server says so', async () => {
    const needsCode = new ApiError({
      status: 428,
      code: 428,
      message: 'This amount needs a code from your authenticator',
      reason: 'totp_required',
    });
    const send = vi.fn<Send>().mockRejectedValueOnce(needsCode);
    renderDialog(send);
    expect(screen.queryByTestId('payout-totp')).toBeNull();
    fireEvent.change(password(), { target: { value: '246810' } });
    await confirm();
    expect(await screen.findByTestId('payout-totp')).toBeTruthy();
    // the field appears first; its message is set on it once it is there
    expect(await screen.findByText('This amount needs a code from your authenticator')).toBeTruthy();
  });

  it('shows a locked password (429) as a message', async () => {
    const locked = new ApiError({
      status: 429,
      code: 429,
      message: 'Too many wrong payment passwords: locked, try again in 30 min or reset it',
    });
    renderDialog(vi.fn<Send>().mockRejectedValueOnce(locked), true);
    expect(screen.getByTestId('payout-totp')).toBeTruthy();
    fireEvent.change(password(), { target: { value: '246810' } });
    const boxes = screen.getByTestId('payout-totp').querySelectorAll('input');
    '123456'.split('').forEach((digit, i) => {
      fireEvent.input(boxes[i] as HTMLInputElement, { target: { value: digit } });
    });
    await confirm();
    expect(await screen.findByText(/locked, try again in 30 min/)).toBeTruthy();
  });
});
