import { describe, expect, it } from 'vitest';
import { loadAllMessages } from './all-messages';
import { apiKeyMessages } from './api-key-messages';
import { fiatMessages } from './fiat/messages';
import { historyMessages } from './history/messages';
import { kybMessages } from './kyb-messages';
import { isMessageKey, registerMessages, t } from './messages';
import { opsMessages } from './ops';
import { payoutMessages } from './payout-messages';
import { receivingMessages } from './receiving-messages';
import { serverMessages } from './server-messages';
import { settingsMessages } from './settings-messages';

const areas = [
  receivingMessages,
  serverMessages,
  settingsMessages,
  kybMessages,
  opsMessages,
  payoutMessages,
  apiKeyMessages,
  historyMessages,
  fiatMessages,
];

describe('message catalogue', () => {
  it('knows an area only once it is registered, and every area after loadAllMessages', () => {
    expect(t('required', 'en')).toBe('This field is required');
    loadAllMessages();
    for (const area of areas) {
      for (const [key, text] of Object.entries(area)) {
        expect(isMessageKey(key)).toBe(true);
        expect(t(key as never, 'cn')).toBe(text.cn.replace(/\{(\w+)\}/g, '{$1}'));
      }
    }
  });

  it('no two areas define the same key (a later area would silently replace an earlier text)', () => {
    const seen = new Map<string, number>();
    for (const area of areas) for (const key of Object.keys(area)) seen.set(key, (seen.get(key) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
    expect(registerMessages({})).toEqual({});
  });
});
