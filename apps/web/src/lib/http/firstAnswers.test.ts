import { coreApi as api } from '@mc/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './client';
import { readFirstAnswers } from './firstAnswers';

const info = { merchant_id: 'm_first', merchant_name: 'Acme </script>' };

/** The page as the server sends it with first answers, read as the client's first request reads it. */
function pageWith(text: string) {
  const element = document.createElement('script');
  element.id = 'mc-first-data';
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
  readFirstAnswers();
}

function serverAnswers() {
  const fetchMock = vi.fn(async () =>
    Response.json({ code: 200, msg: 'ok', data: { merchant_id: 'm_asked' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  document.getElementById('mc-first-data')?.remove();
  // a page that has just started (the worker running these tests may have run for longer)
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // no answer is left for the files that run after this one
  readFirstAnswers();
});

describe('the answers a page came with', () => {
  it('stand for the first request of their path, once; the next one asks the server', async () => {
    pageWith(JSON.stringify({ '/merchant/info': info }).replace(/</g, '\\u003c'));
    const fetchMock = serverAnswers();
    expect(await call(api.info)).toEqual(info);
    expect(fetchMock).not.toHaveBeenCalled();
    // read once: the element is gone, and the path's next request goes to the server
    expect(document.getElementById('mc-first-data')).toBeNull();
    expect(await call(api.info)).toEqual({ merchant_id: 'm_asked' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stand for nothing once the page has started, nor for a path they do not hold', async () => {
    pageWith(JSON.stringify({ '/merchant/info': info }));
    const fetchMock = serverAnswers();
    await call(api.overview);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(await call(api.info)).toEqual({ merchant_id: 'm_asked' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are none when the element does not read as JSON', async () => {
    pageWith('{"/merchant/info": ');
    const fetchMock = serverAnswers();
    expect(await call(api.info)).toEqual({ merchant_id: 'm_asked' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
