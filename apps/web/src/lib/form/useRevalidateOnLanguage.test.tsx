import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { TranslationRoot, useTranslation } from '../useTranslation';
import { useRevalidateOnLanguage } from './useRevalidateOnLanguage';

function Harness() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; note: string }>();
  useRevalidateOnLanguage(form);
  return (
    <Form form={form}>
      <Form.Item name="name" rules={[{ required: true, message: t('common.unknownError') }]}>
        <Input data-testid="name" />
      </Form.Item>
      <Form.Item name="note">
        <Input data-testid="note" />
      </Form.Item>
      <Button htmlType="submit" data-testid="submit">
        ok
      </Button>
    </Form>
  );
}

describe('form messages follow the language', () => {
  afterEach(async () => {
    await act(() => setLanguage('cn'));
  });

  it('a message already shown re-renders in the language switched to, and untouched fields stay quiet', async () => {
    await act(() => setLanguage('cn'));
    render(
      <TranslationRoot>
        <Harness />
      </TranslationRoot>,
    );
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('未知错误')).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(await screen.findByText('Unknown error')).toBeTruthy();
    // the old message leaves with its motion
    await waitFor(() => expect(screen.queryByText('未知错误')).toBeNull());
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
  });
});
