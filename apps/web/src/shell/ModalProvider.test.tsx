import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModalProvider, useModal } from './ModalProvider';

function Asker() {
  const modal = useModal();
  return (
    <button
      type="button"
      onClick={() => {
        modal.confirm({ title: 'First question', content: 'one' });
        modal.confirm({ title: 'Second question', content: 'two' });
      }}
    >
      ask
    </button>
  );
}

/** The titles of the confirm dialogs on the page, in the order they were shown. */
const titles = () =>
  [...document.querySelectorAll('.ant-modal-confirm-title')].map((title) => title.textContent);

describe('ModalProvider', () => {
  it('draws no dialog code until one is asked for, then shows every request, each once', async () => {
    const { container } = render(
      <ModalProvider>
        <Asker />
      </ModalProvider>,
    );
    expect(container.querySelector('.ant-modal')).toBeNull();
    fireEvent.click(screen.getByText('ask'));
    await waitFor(() => expect(titles()).toEqual(['First question', 'Second question']));
    // asked again once loaded: shown at once, and the first two are not shown twice
    fireEvent.click(screen.getByText('ask'));
    await waitFor(() =>
      expect(titles()).toEqual(['First question', 'Second question', 'First question', 'Second question']),
    );
  });

  it('refuses a page outside the shell', () => {
    expect(() => render(<Asker />)).toThrow(/useModal needs <ModalProvider>/);
  });
});
