import { registerBody } from '@mc/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldMessages, fieldRequired } from '../../lib/form/zodRule';
import { setLanguage } from '../../lib/i18n';
import { Providers } from '../../test/AppProviders';
import RegisterPage from './RegisterPage';
import { REGISTER_FIELDS } from './registerFields';

const valid = {
  merchant_name: 'Acme Trading',
  merchant_type: 'enterprise',
  email: 'ops@acme.io',
  password: 'correct horse',
  password_confirmation: 'correct horse',
  code: '123456',
  token: '',
};

describe('register form validation (contract registerBody)', () => {
  it('the schema asks for every field the form marks as required', () => {
    for (const field of REGISTER_FIELDS) expect(fieldRequired(registerBody, field)).toBe(true);
  });

  it('a valid form has no messages', () => {
    for (const field of Object.keys(valid))
      expect(fieldMessages(registerBody, valid, field, 'cn')).toEqual([]);
  });

  it('mismatched passwords: "两次输入的密码不一致" / "The two passwords do not match"', () => {
    const values = { ...valid, password_confirmation: 'something else' };
    expect(fieldMessages(registerBody, values, 'password_confirmation', 'cn')).toEqual([
      '两次输入的密码不一致',
    ]);
    expect(fieldMessages(registerBody, values, 'password_confirmation', 'en')).toEqual([
      'The two passwords do not match',
    ]);
  });

  it('field rules speak the contract messages in the UI language', () => {
    const values = {
      ...valid,
      email: 'not-an-email',
      code: '12ab',
      password: 'short',
      password_confirmation: 'short',
    };
    expect(fieldMessages(registerBody, values, 'email', 'en')).toEqual(['Enter a valid email address']);
    expect(fieldMessages(registerBody, values, 'code', 'cn')).toEqual(['验证码为 6 位数字']);
    expect(fieldMessages(registerBody, values, 'password', 'en')).toEqual([
      'The password must be 8-128 characters long',
    ]);
    expect(fieldMessages(registerBody, { ...valid, merchant_name: 'A' }, 'merchant_name', 'en')).toEqual([
      'Must be at least 2 characters',
    ]);
  });
});

describe('register page', () => {
  beforeEach(async () => {
    await setLanguage('cn');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function renderPage() {
    const router = createMemoryRouter([{ path: '/register', element: <RegisterPage /> }], {
      initialEntries: ['/register'],
    });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
  }

  it('shows the translated messages inline on submit, including the password mismatch', async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('register-password'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByTestId('register-password-confirmation'), {
      target: { value: 'other horse' },
    });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(screen.getAllByText('此项为必填项')).toHaveLength(3);
    // the first field in error takes the focus, and names its message
    const name = screen.getByTestId('register-merchant-name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '此项为必填项',
    );
  });

  it('a message already shown is said again in the language switched to', async () => {
    renderPage();
    fireEvent.change(screen.getByTestId('register-email'), { target: { value: 'nope' } });
    fireEvent.blur(screen.getByTestId('register-email'));
    expect(await screen.findByText('请输入有效的邮箱地址')).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    // the fields not yet visited stay quiet
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('shows the messages in English after switching language', async () => {
    await setLanguage('en');
    renderPage();
    fireEvent.change(screen.getByTestId('register-email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });

  it("the server's field messages show under their fields, the first one focused", async () => {
    const answer = {
      code: 422,
      message: '参数校验失败',
      data: null,
      errors: [{ field: 'code', message: '验证码错误或已过期' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { status: 422 })),
    );
    renderPage();
    const form = {
      'register-merchant-name': 'Acme Trading',
      'register-email': 'ops@acme.io',
      'register-code': '123456',
      'register-password': 'correct horse',
      'register-password-confirmation': 'correct horse',
    };
    for (const [id, value] of Object.entries(form))
      fireEvent.change(screen.getByTestId(id), { target: { value } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('register-code')));
  });
});
