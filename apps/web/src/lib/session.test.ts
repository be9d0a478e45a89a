import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { clearSession, getUuid, hasSession, isSessionToken, saveSession } from './session';

describe('session cookie', () => {
  it('SHELL-27: no token cookie means no session', () => {
    expect(hasSession()).toBe(false);
  });

  it('SHELL-27: an empty token or the text "undefined" is no session', () => {
    Cookies.set('token', '');
    expect(hasSession()).toBe(false);
    Cookies.set('token', 'undefined');
    expect(hasSession()).toBe(false);
    expect(isSessionToken(undefined)).toBe(false);
    expect(isSessionToken(null)).toBe(false);
  });

  it('SHELL-27: any other token is a session', () => {
    Cookies.set('token', 'abc.def');
    expect(hasSession()).toBe(true);
  });

  it('SHELL-28: login stores token and uuid; SHELL-29: logout removes both', () => {
    saveSession('t0k', 'm_1');
    expect(Cookies.get('token')).toBe('t0k');
    expect(getUuid()).toBe('m_1');
    clearSession();
    expect(hasSession()).toBe(false);
    expect(getUuid()).toBeUndefined();
  });
});
