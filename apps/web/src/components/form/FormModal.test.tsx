import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { FormModal } from './FormModal';

interface Values {
  name: string;
}

/** An open dialog with one field; `submit` answers the confirm button. */
function Harness({
  submit,
  onDone,
}: {
  submit: (v: Values) => Promise<string>;
  onDone: (d: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const [alert, setAlert] = useState<string>();
  const errors = {
    alert,
    setAlert,
    showError: (e: unknown) => setAlert(e instanceof Error ? e.message : '?'),
  };
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <FormModal<Values, string>
        open={open}
        onClose={() => setOpen(false)}
        form={form}
        errors={errors}
        title="Rename"
        confirmLabel="Save"
        confirmTestId="save"
        submit={submit}
        onDone={onDone}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name needed' }]}>
          <Input data-testid="name" />
        </Form.Item>
      </FormModal>
    </>
  );
}

describe('FormModal', () => {
  beforeEach(async () => {
    await setLanguage('cn');
  });

  it('checks the fields first, then submits, closes and hands over the answer', async () => {
    const submit = vi.fn(async (v: Values) => `saved ${v.name}`);
    const onDone = vi.fn();
    render(<Harness submit={submit} onDone={onDone} />);
    fireEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('Name needed')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('saved Acme', { name: 'Acme' }));
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('keeps the dialog open with the server message when the submit fails', async () => {
    const submit = vi.fn(async () => {
      throw new Error('Name taken');
    });
    render(<Harness submit={submit} onDone={vi.fn()} />);
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('Name taken')).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('open');
    // antd spaces a two-character Chinese label
    expect(screen.getByText(/^取\s?消$/)).toBeTruthy();
  });
});
