import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { transportFailure } from '../../lib/http/transportFailure';
import { setLanguage } from '../../lib/i18n';
import { writePreference } from '../../lib/storage';
import { PageErrorBoundary } from '../page/PageErrorBoundary';
import { installGlobalErrorLog } from './globalErrors';
import { addLog, type LogEntry, useLogStore } from './logStore';
import { BADGE_MAX, summarizeLog } from './logSummary';

const entries = () => useLogStore.getState().entries;

function Bomb(): never {
  throw new Error('boom in render');
}

describe('frontend log', () => {
  it('SHELL-31: an entry has message, type (default info), time YYYY-MM-DD HH:mm:ss and meta', () => {
    useLogStore.getState().clear();
    Cookies.set('uuid', 'm_7');
    Cookies.set('token', 't_7');
    writePreference('user.info', { merchant_name: 'Acme' });
    const entry = addLog('hello');
    expect(entry.type).toBe('info');
    expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entry.meta).toEqual({
      user: { merchant_name: 'Acme' },
      uuid: 'm_7',
      token: 't_7',
      url: window.location.href,
      error: null,
    });
    expect(addLog('', 'danger').message).toBe('Unknown error');
  });

  it('SHELL-32: a page that throws while rendering is logged as danger; the shell around it stays', async () => {
    useLogStore.getState().clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <header>shell header</header>
        <PageErrorBoundary>
          <Bomb />
        </PageErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('shell header')).toBeTruthy();
    expect(await screen.findByTestId('page-error')).toBeTruthy();
    expect(screen.queryByText(/boom in render/)).toBeNull();
    const [entry] = entries();
    expect(entry?.type).toBe('danger');
    expect(entry?.message).toBe('boom in render');
  });

  it('SHELL-32: window errors and unhandled rejections are logged as danger entries (message or Unknown error)', () => {
    useLogStore.getState().clear();
    installGlobalErrorLog();
    window.dispatchEvent(new ErrorEvent('error', { message: 'window broke' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('promise broke');
    window.dispatchEvent(rejection);
    const silent = new Event('unhandledrejection') as Event & { reason?: unknown };
    silent.reason = 42;
    window.dispatchEvent(silent);
    expect(entries().map((e) => [e.type, e.message])).toEqual([
      ['danger', 'window broke'],
      ['danger', 'promise broke'],
      ['danger', 'Unknown error'],
    ]);
  });

  it('SHELL-33: an HTTP failure is logged as a data request exception', async () => {
    await setLanguage('en');
    useLogStore.getState().clear();
    installGlobalErrorLog();
    transportFailure(408, '/api/merchant/info', new Error('aborted'));
    const [entry] = entries();
    expect(entry?.type).toBe('danger');
    expect(entry?.message).toBe('Data request exception: Request timeout');
    expect(entry?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await setLanguage('cn');
  });

  it('SHELL-34: the badge counts errors (max 99), or shows a dot when there are only other entries', () => {
    const make = (type: LogEntry['type']): LogEntry => ({
      message: 'x',
      type,
      time: '2025-04-25 00:00:00',
      meta: { user: null, uuid: undefined, token: undefined, url: '', error: null },
    });
    expect(summarizeLog([])).toEqual({ total: 0, errors: 0, count: 0, dot: false });
    expect(summarizeLog([make('info'), make('warning')])).toEqual({
      total: 2,
      errors: 0,
      count: 0,
      dot: true,
    });
    expect(summarizeLog([make('info'), make('danger'), make('danger')])).toMatchObject({
      count: 2,
      dot: false,
    });
    expect(BADGE_MAX).toBe(99);
  });
});
