import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { Providers } from '../test/AppProviders';
import { DateInput } from './DateInput';

function Harness() {
  const [day, setDay] = useState('');
  return (
    <Providers>
      <DateInput value={day} onChange={setDay} data-testid="day" aria-label="Day" />
      <output data-testid="chosen">{day}</output>
    </Providers>
  );
}

describe('the date input', () => {
  afterEach(async () => {
    await act(() => setLanguage('cn'));
  });

  it('speaks the UI language, not the browser one', async () => {
    await act(() => setLanguage('cn'));
    const { unmount } = render(<Harness />);
    const input = screen.getByTestId('day') as HTMLInputElement;
    expect(input.placeholder).toBe('请选择日期');
    unmount();
    await act(() => setLanguage('en'));
    render(<Harness />);
    expect((screen.getByTestId('day') as HTMLInputElement).placeholder).toBe('Select date');
  });

  it('takes a typed day as its text', () => {
    render(<Harness />);
    const input = screen.getByTestId('day') as HTMLInputElement;
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-03-01' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('chosen').textContent).toBe('2026-03-01');
  });
});
