import { describe, expect, it } from 'vitest';
import { afterLoginPath, guardRedirect } from './guardRules';

describe('route guard', () => {
  it('SHELL-30: an auth route without a session redirects to /login with the full path', () => {
    expect(guardRedirect(true, false, '/account-info?tab=security')).toBe(
      '/login?redirect=%2Faccount-info%3Ftab%3Dsecurity',
    );
    expect(guardRedirect(true, false, '/index')).toBe('/login?redirect=%2Findex');
  });

  it('SHELL-30: with a session, or on a public route, the navigation proceeds', () => {
    expect(guardRedirect(true, true, '/index')).toBeNull();
    expect(guardRedirect(false, false, '/register')).toBeNull();
  });

  it('SHELL-28: after login go to the redirect query, else /', () => {
    expect(afterLoginPath('/account-info?tab=security')).toBe('/account-info?tab=security');
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath('')).toBe('/');
  });

  it('SHELL-28: a redirect to another site or back to /login is ignored', () => {
    expect(afterLoginPath('https://evil.example/')).toBe('/');
    expect(afterLoginPath('//evil.example/x')).toBe('/');
    expect(afterLoginPath('/login?redirect=%2Findex')).toBe('/');
  });
});
