import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { xhrAnswering } from '../../test/fakeXhr';
import { setNotifier } from '../notify';
import * as sessionEnds from '../sessionEnd';
import { ApiError } from './apiError';
import { setOperatorSession, setSessionEndHandler } from './client';
import { fetchFile } from './fetchFile';
import { uploadForm } from './upload';

// leaving the session would reload the page: the tests see that it is asked for, not the reload
beforeEach(() => {
  vi.spyOn(sessionEnds, 'endSession').mockImplementation(() => undefined);
  vi.spyOn(sessionEnds, 'forgetSession').mockImplementation(() => undefined);
});

const operatorEnd = vi.fn();
const merchantEnd = vi.fn();
const ended = { code: 401, message: 'Session expired', data: null };

beforeEach(() => {
  Cookies.set('token', 'merchant-token');
  operatorEnd.mockReset();
  merchantEnd.mockReset();
  setSessionEndHandler(merchantEnd);
  setOperatorSession({ token: () => 'operator-token', end: operatorEnd });
  setNotifier({ show: () => undefined });
});

afterEach(() => {
  setOperatorSession(null);
  Cookies.remove('token');
});

describe("the back office's files: uploads and downloads carry the operator's session", () => {
  it("a download below /ops/ sends the operator's token; its 401 ends the operator's session only", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json(ended, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = await fetchFile(
      '/ops/bank-files/f1/content',
      {},
      {
        fallbackName: 'f1.xml',
        onProgress: () => undefined,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1].headers);
    expect(headers.get('Authorization')).toBe('Bearer operator-token');
    expect(operatorEnd).toHaveBeenCalledTimes(1);
    expect(merchantEnd).not.toHaveBeenCalled();
  });

  it("an upload below /ops/ sends the operator's token; its 401 ends the operator's session only", async () => {
    const headers: Record<string, string> = {};
    vi.stubGlobal('XMLHttpRequest', xhrAnswering(401, ended, { headers }));
    const error = await uploadForm('/ops/bank-files/import', new FormData(), () => undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(headers.Authorization).toBe('Bearer operator-token');
    expect(operatorEnd).toHaveBeenCalledTimes(1);
    expect(sessionEnds.endSession).not.toHaveBeenCalled();
  });

  it("a merchant's upload still sends the merchant's token", async () => {
    const headers: Record<string, string> = {};
    vi.stubGlobal('XMLHttpRequest', xhrAnswering(200, { code: 200, message: 'OK', data: {} }, { headers }));
    await uploadForm('/merchant/kyb/files', new FormData(), () => undefined);
    expect(headers.Authorization).toBe('Bearer merchant-token');
  });
});
