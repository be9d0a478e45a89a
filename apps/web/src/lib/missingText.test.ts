import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { missingText } from './missingText';

describe('a text the console lacks', () => {
  it('reads as words, never as its raw key', () => {
    expect(missingText('history.type.payout_transferred')).toBe('Payout transferred');
    expect(missingText('history.entryKind.fiat_topup_credited')).toBe('Fiat topup credited');
    expect(missingText('settings.apiKeys.lastUsed')).toBe('Last used');
    expect(missingText('role.auditor', 'auditor')).toBe('auditor');
  });

  it('is what the UI shows for a key it has no text for', () => {
    expect(i18n.t('history.type.payout_transferred')).toBe('Payout transferred');
    expect(i18n.t('lang.label')).toBe('语言');
  });
});
