import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBody, registerBody, sendCodeBody } from './auth';
import { pickLang, t } from './messages';
import { formatIssues } from './validation';

const issues = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value, { reportInput: true });
  if (r.success) throw new Error('expected a failure');
  return r.error.issues;
};

describe('messages', () => {
  it('maps Accept-Language onto cn (default) or en', () => {
    expect(pickLang(undefined)).toBe('cn');
    expect(pickLang('zh-CN,zh;q=0.9')).toBe('cn');
    expect(pickLang('en-GB,en;q=0.8')).toBe('en');
    expect(pickLang('fr-FR')).toBe('cn');
  });

  it('fills placeholders', () => {
    expect(t('rate_limited', 'en', { seconds: 40 })).toBe('Too many attempts, try again in 40 s');
    expect(t('too_short', 'cn', { min: 2 })).toBe('长度不能少于 2 个字符');
  });
});

describe('formatIssues', () => {
  it('tells a missing value from a wrong type', () => {
    expect(formatIssues(issues(loginBody, { email: 5 }), 'en')).toEqual([
      { field: 'email', message: 'This value has the wrong type' },
      { field: 'password', message: 'This field is required' },
    ]);
  });

  it('names unknown fields and keeps one message per field', () => {
    const out = formatIssues(
      issues(sendCodeBody, { email: `${'x'.repeat(300)}@@`, purpose: 'register', admin: 1 }),
      'en',
    );
    expect(out).toEqual([
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'admin', message: 'Unknown field' },
    ]);
  });

  it('reports the password mismatch together with other problems', () => {
    const out = formatIssues(
      issues(registerBody, {
        email: 'bad',
        password: 'Long-enough-1',
        password_confirmation: 'Other-one-22',
      }),
      'cn',
    );
    expect(out).toContainEqual({ field: 'password_confirmation', message: '两次输入的密码不一致' });
    expect(out).toContainEqual({ field: 'email', message: '请输入有效的邮箱地址' });
  });

  it('names the body when the whole payload is wrong', () => {
    expect(formatIssues(issues(loginBody, null), 'en')).toEqual([
      { field: 'body', message: 'This value has the wrong type' },
    ]);
  });
});
