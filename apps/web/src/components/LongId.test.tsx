import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LongId, shortenMiddle } from './LongId';

const ID = '3f2b8c1e-9d4a-4b7e-8a61-0c5d2e9f7a13';

describe('LongId', () => {
  it('shortens in the middle only what is longer than head + tail', () => {
    expect(shortenMiddle(ID, 8, 6)).toBe('3f2b8c1e…9f7a13');
    expect(shortenMiddle('E2E-1732540000000', 14, 8)).toBe('E2E-1732540000000');
  });

  it('shows the short form on one line, the whole value in a tooltip, and copies the whole value', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { container } = render(<LongId value={ID} testId="order-id" />);
    const shown = screen.getByTestId('order-id');
    expect(shown.textContent).toBe('3f2b8c1e…9f7a13');
    expect(shown.getAttribute('data-value')).toBe(ID);
    expect(container.querySelector('.mc-long-id')).not.toBeNull();

    fireEvent.mouseEnter(shown);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toContain(ID));

    const copy = container.querySelector('.ant-typography-copy');
    expect(copy).not.toBeNull();
    fireEvent.click(copy as Element);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ID));
  });

  it('shows a short value whole, without a tooltip', () => {
    render(<LongId value="mck_12345" testId="key" />);
    expect(screen.getByTestId('key').textContent).toBe('mck_12345');
    fireEvent.mouseEnter(screen.getByTestId('key'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
