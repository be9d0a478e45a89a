import { registerBody } from '@mc/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldMessages } from '../../lib/form/zodRule';
import { setLanguage } from '../../lib/i18n';
import { Providers } from '../../test/AppProviders';
import RegisterPage from './RegisterPage';

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
    // antd validates the fields one after another: wait for all of them, not the first message
    await waitFor(() => expect(screen.getAllByText('此项为必填项').length).toBeGreaterThanOrEqual(3));
  });

  it('shows the messages in English after switching language', async () => {
    await setLanguage('en');
    renderPage();
    fireEvent.change(screen.getByTestId('register-email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });
});
