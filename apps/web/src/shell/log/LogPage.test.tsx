import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenWidth } from '../../test/screenWidth';
import LogPage from './LogPage';
import { addLog, useLogStore } from './logStore';

afterEach(() => vi.restoreAllMocks());

// antd keeps a closed row's details in the page, hidden
const detailsShown = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-table-expanded-row')).filter(
    (row) => row.style.display !== 'none',
  ).length;

describe('the frontend log page', () => {
  it('SHELL-34: on a wide screen each entry opens its details by its expand button', () => {
    screenWidth(false);
    useLogStore.getState().clear();
    addLog('first failure', 'danger');
    render(<LogPage />);
    expect(document.querySelectorAll('.ant-table-row-expand-icon')).toHaveLength(1);
    expect(detailsShown()).toBe(0);
    fireEvent.click(document.querySelector('.ant-table-row-expand-icon')!);
    expect(detailsShown()).toBe(1);
  });

  it('SHELL-34: on a phone there is no expand column; a tap or Enter on the entry opens and closes its details', () => {
    screenWidth(true);
    useLogStore.getState().clear();
    addLog('first failure', 'danger');
    addLog('second note');
    render(<LogPage />);
    expect(
      document.querySelectorAll('.ant-table-row-expand-icon, .ant-table-row-expand-icon-cell'),
    ).toHaveLength(0);
    const [newest, older] = screen.getAllByRole('button', { expanded: false });
    expect(newest?.textContent).toContain('second note');
    fireEvent.click(older!);
    expect(detailsShown()).toBe(1);
    expect(document.querySelector('.mc-log-details')?.textContent).toContain('"url"');
    expect(older?.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(newest!, { key: 'Enter' });
    expect(detailsShown()).toBe(2);
    fireEvent.click(older!);
    expect(detailsShown()).toBe(1);
  });
});
