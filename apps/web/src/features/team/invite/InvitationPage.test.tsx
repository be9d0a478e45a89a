import type { InvitationView } from '@mc/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { documentNavigation, takeHandOff } from '../../../lib/pageHandOff';
import { queryClient } from '../../../lib/queryClient';
import { renderRoute } from '../../../test/renderRoute';
import InvitationPage from './InvitationPage';

const TOKEN = 'q3F0dW5hLXRlYW0taW52aXRhdGlvbi10b2tlbi0wMDE';
const PASSWORD = 'Correct-Horse-42';
const CODES = ['abcd-efgh', 'ijkl-mnop'];

const view = (over: Partial<InvitationView> = {}): InvitationView => ({
  merchant_name: 'Harbor Tea House',
  email: 'finance@harbor.example',
  role: 'finance',
  role_name: null,
  requires_authenticator: false,
  expires_at: '2099-01-01T00:00:00.000Z',
  ...over,
});

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((() => undefined) as never);
});

function answer(invitation: InvitationView | Error) {
  vi.mocked(call).mockImplementation(async (route) => {
    if (route.path === '/public/invitations/:token') {
      if (invitation instanceof Error) throw invitation;
      return invitation;
    }
    if (route.path === '/public/invitations/authenticator')
      return {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_uri: 'otpauth://totp/x',
        qr_data_url: 'data:image/png;base64,AA',
      };
    if (route.path === '/public/invitations/accept') {
      const bound = !(invitation instanceof Error) && invitation.requires_authenticator;
      return {
        email: 'finance@harbor.example',
        merchant_name: 'Harbor Tea House',
        recovery_codes: bound ? CODES : [],
      };
    }
    throw new Error(`unexpected call ${route.path}`);
  });
}

function renderAt(token: string) {
  queryClient.clear();
  return renderRoute(<InvitationPage />, '/invite/:token', `/invite/${token}`);
}

const callsTo = (path: string) => vi.mocked(call).mock.calls.filter(([route]) => route.path === path);

function fillAccount() {
  fireEvent.change(screen.getByTestId('invite-name'), { target: { value: 'Li Na' } });
  fireEvent.change(screen.getByTestId('invite-password'), { target: { value: PASSWORD } });
  fireEvent.change(screen.getByTestId('invite-password-confirmation'), { target: { value: PASSWORD } });
}

describe('/invite/:token', () => {
  beforeEach(async () => {
    vi.mocked(call).mockReset();
    await setLanguage('cn');
  });

  it('shows the merchant, the email and the role; without an authenticator it accepts at once', async () => {
    answer(view({ requires_authenticator: false, role: 'viewer' }));
    renderAt(TOKEN);
    expect((await screen.findByTestId('invite-merchant')).textContent).toBe('Harbor Tea House');
    expect(screen.getByTestId('invite-email').textContent).toBe('finance@harbor.example');
    expect(screen.getByTestId('invite-role').textContent).toBe('只读成员');
    expect(callsTo('/public/invitations/:token')[0]?.[2]).toEqual({ params: { token: TOKEN } });
    expect(screen.queryByTestId('invite-next')).toBeNull();
    fillAccount();
    fireEvent.click(screen.getByTestId('invite-submit'));
    await waitFor(() => expect(callsTo('/public/invitations/accept')).toHaveLength(1));
    expect(callsTo('/public/invitations/accept')[0]?.[1]).toEqual({
      token: TOKEN,
      name: 'Li Na',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(callsTo('/public/invitations/authenticator')).toHaveLength(0);
    expect(await screen.findByTestId('invite-done')).toBeTruthy();
    expect(screen.queryByTestId('invite-recovery-codes')).toBeNull();
    const open = vi.spyOn(documentNavigation, 'open').mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId('invite-to-login'));
    // /login is another document (the public entry's), handed the email to fill in
    expect(open).toHaveBeenCalledWith('/login', false);
    expect(takeHandOff('/login')).toEqual({ email: 'finance@harbor.example', notice: undefined });
    open.mockRestore();
  });

  it('checks the fields with the contract as the sign-up does: a name, the password’s length, the confirmation', async () => {
    answer(view());
    renderAt(TOKEN);
    fireEvent.change(await screen.findByTestId('invite-password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByTestId('invite-password-confirmation'), { target: { value: 'other' } });
    fireEvent.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByText('此项为必填项')).toBeTruthy();
    expect(await screen.findByText('密码长度需为 8-128 个字符')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(callsTo('/public/invitations/accept')).toHaveLength(0);
  });

  it('when the role requires it: binds an authenticator (QR, secret, code), then shows the recovery codes once', async () => {
    answer(view({ requires_authenticator: true }));
    renderAt(TOKEN);
    expect((await screen.findByTestId('invite-role')).textContent).toBe('财务');
    expect(screen.queryByTestId('invite-authenticator')).toBeNull();
    fillAccount();
    fireEvent.click(screen.getByTestId('invite-next'));
    expect(await screen.findByTestId('invite-authenticator')).toBeTruthy();
    expect(((await screen.findByTestId('invite-qr')) as HTMLImageElement).src).toContain('data:image/png');
    expect(screen.getByTestId('invite-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(callsTo('/public/invitations/authenticator')[0]?.[1]).toEqual({ token: TOKEN });
    // the code is required
    fireEvent.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByText('请输入谷歌验证器中的动态验证码')).toBeTruthy();
    const boxes = screen.getByTestId('invite-code').querySelectorAll('input');
    '123456'.split('').forEach((digit, i) => {
      fireEvent.input(boxes[i] as HTMLInputElement, { target: { value: digit } });
    });
    fireEvent.click(screen.getByTestId('invite-submit'));
    await waitFor(() => expect(callsTo('/public/invitations/accept')).toHaveLength(1));
    expect(callsTo('/public/invitations/accept')[0]?.[1]).toEqual({
      token: TOKEN,
      name: 'Li Na',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      totp_code: '123456',
    });
    expect(await screen.findByTestId('invite-recovery-codes')).toBeTruthy();
    expect(screen.getAllByTestId('invite-recovery-code').map((c) => c.textContent)).toEqual(CODES);
    expect(screen.getByTestId('invite-to-login')).toBeTruthy();
  });

  it('puts a refused field back on its field (a wrong code stays on the authenticator step)', async () => {
    answer(view({ requires_authenticator: true }));
    renderAt(TOKEN);
    await screen.findByTestId('invite-name');
    fillAccount();
    fireEvent.click(screen.getByTestId('invite-next'));
    await screen.findByTestId('invite-qr');
    vi.mocked(call).mockRejectedValueOnce(
      new ApiError({
        status: 422,
        code: 422,
        message: 'invalid',
        errors: [{ field: 'totp_code', message: '动态验证码错误' }],
      }),
    );
    const boxes = screen.getByTestId('invite-code').querySelectorAll('input');
    '654321'.split('').forEach((digit, i) => {
      fireEvent.input(boxes[i] as HTMLInputElement, { target: { value: digit } });
    });
    fireEvent.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByText('动态验证码错误')).toBeTruthy();
    expect(screen.getByTestId('invite-authenticator')).toBeTruthy();
  });

  it('an unknown or expired link says to ask for a new one', async () => {
    answer(new ApiError({ status: 404, code: 404, message: '邀请链接无效或已过期，请联系管理员重新发送' }));
    renderAt(TOKEN);
    expect((await screen.findByTestId('invite-invalid')).textContent).toContain(
      '请联系邀请您的管理员重新发送邀请链接',
    );
  });

  it('a malformed token is invalid without asking the server', async () => {
    answer(view());
    renderAt('not-a-token');
    expect(await screen.findByTestId('invite-invalid')).toBeTruthy();
    expect(callsTo('/public/invitations/:token')).toHaveLength(0);
  });
});
