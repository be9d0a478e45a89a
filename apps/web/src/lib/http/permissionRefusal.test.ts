import { beforeEach, describe, expect, it, vi } from 'vitest';
import { xhrAnswering } from '../../test/fakeXhr';
import { setNotifier } from '../notify';
import * as sessionEnds from '../sessionEnd';
import { ApiError } from './apiError';
import { isPermissionDenied, setSessionEndHandler } from './client';
import { fetchFile } from './fetchFile';
import { uploadForm } from './upload';

// leaving the session would reload the page: the tests see that it is asked for, not the reload
beforeEach(() => {
  vi.spyOn(sessionEnds, 'endSession').mockImplementation(() => undefined);
  vi.spyOn(sessionEnds, 'forgetSession').mockImplementation(() => undefined);
});

const toasts: string[] = [];
const sessionEnd = vi.fn();
const denied = { code: 40301, reason: 'permission_denied', message: 'No permission: export', data: null };
const revoked = { code: 403, message: 'Your session has ended', data: null };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  toasts.length = 0;
  sessionEnd.mockReset();
  setSessionEndHandler(sessionEnd);
  setNotifier({ show: (_kind, text) => toasts.push(text) });
});

describe('a missing permission (40301) on uploads and file downloads', () => {
  it('SHELL-39: an upload refused for a permission keeps the session; 403 still logs out', async () => {
    vi.stubGlobal('XMLHttpRequest', xhrAnswering(403, denied));
    const error = await rejection(uploadForm('/merchant/kyb/files', new FormData(), () => undefined));
    expect(isPermissionDenied(error)).toBe(true);
    expect(error.handled).toBe(true);
    expect(toasts).toEqual(['No permission: export']);
    expect(sessionEnds.endSession).not.toHaveBeenCalled();
    vi.stubGlobal('XMLHttpRequest', xhrAnswering(403, revoked));
    await rejection(uploadForm('/merchant/kyb/files', new FormData(), () => undefined));
    expect(sessionEnds.endSession).toHaveBeenCalledTimes(1);
  });

  it('SHELL-39: an export refused for a permission keeps the session; 403 still logs out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(denied, { status: 403 })),
    );
    const options = { fallbackName: 'history.csv', onProgress: () => undefined };
    const error = await rejection(fetchFile('/history/export', { format: 'csv' }, options));
    expect(isPermissionDenied(error)).toBe(true);
    expect(toasts).toEqual(['No permission: export']);
    expect(sessionEnd).not.toHaveBeenCalled();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(revoked, { status: 403 })),
    );
    await rejection(fetchFile('/history/export', { format: 'csv' }, options));
    expect(sessionEnd).toHaveBeenCalledTimes(1);
  });
});
