import { securityEventKinds } from '@mc/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import { settingsCn } from '../../../locales/settings/cn';
import { settingsEn } from '../../../locales/settings/en';
import { eventActor, eventDetail, eventLabel } from './eventText';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

describe('security log texts', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('has a label in both languages for every kind the product records', () => {
    for (const kind of securityEventKinds) {
      expect(settingsCn.settings.activity.kinds, kind).toHaveProperty(kind);
      expect(settingsEn.settings.activity.kinds, kind).toHaveProperty(kind);
    }
  });

  it('labels known kinds and shows an unknown one by its name', () => {
    expect(eventLabel('payment_password_locked', t)).toBe('Payment password locked');
    expect(eventLabel('something_new', t)).toBe('something_new');
  });

  it('says what the detail holds, never more', async () => {
    expect(eventDetail({ kind: 'login_failed', detail: { why: 'totp' } }, t)).toBe(
      'wrong authenticator code',
    );
    expect(eventDetail({ kind: 'recovery_code_used', detail: { used_for: 'login', remaining: 9 } }, t)).toBe(
      'to log in, 9 left',
    );
    expect(eventDetail({ kind: 'payment_password_failed', detail: { remaining: 2 } }, t)).toBe(
      'tries left: 2',
    );
    expect(
      eventDetail(
        {
          kind: 'bank_account_updated',
          detail: { bank_name: 'HSBC', account: '**** 8901', made_default: true },
        },
        t,
      ),
    ).toBe('HSBC · **** 8901 · made default');
    expect(
      eventDetail(
        {
          kind: 'payee_added',
          detail: { name: 'Supplier', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        },
        t,
      ),
    ).toBe('Supplier · TRC20 · TR7NHqje…gjLj6t');
    expect(eventDetail({ kind: 'login', detail: {} }, t)).toBe('');
    await setLanguage('cn');
    expect(eventDetail({ kind: 'password_changed', detail: { sessions_ended: 3 } }, t)).toBe('退出 3 个会话');
  });
});

describe('the team in the security log', () => {
  it('names the member and the role, or the change of role, in the reader’s language', async () => {
    await setLanguage('en');
    expect(eventLabel('team_role_changed', t)).toBe('Member role changed');
    expect(
      eventDetail(
        {
          kind: 'team_role_changed',
          detail: { email: 'li@example.com', role_from: 'viewer', role_to: 'finance' },
        },
        t,
      ),
    ).toBe('li@example.com · role: Viewer → Finance');
    expect(
      eventDetail({ kind: 'team_member_invited', detail: { email: 'li@example.com', role: 'ops_lead' } }, t),
    ).toBe('li@example.com · role: ops_lead');
    await setLanguage('cn');
    expect(eventLabel('team_left', t)).toBe('退出商户');
    expect(eventDetail({ kind: 'team_joined', detail: { email: 'li@example.com', role: 'admin' } }, t)).toBe(
      'li@example.com · 角色：管理员',
    );
  });

  it('says who did it: name and email, the email alone, or nobody', () => {
    expect(eventActor({ id: 'u1', name: 'Ada', email: 'ada@example.com' })).toBe('Ada (ada@example.com)');
    expect(eventActor({ id: 'u2', name: null, email: 'li@example.com' })).toBe('li@example.com');
    expect(eventActor(null)).toBe('—');
  });
});
