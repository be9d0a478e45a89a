import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { choosePlaceholder, enterPlaceholder } from './placeholder';

const t = ((key: string, o: { field: string }) => `${key}:${o.field}`) as unknown as TFunction;

describe('placeholders from labels', () => {
  it('puts the label inside the sentence, lower-casing a word but not an acronym or Chinese', () => {
    expect(enterPlaceholder(t, 'Account name')).toBe('common.enterField:account name');
    expect(enterPlaceholder(t, 'SWIFT code')).toBe('common.enterField:SWIFT code');
    expect(choosePlaceholder(t, '网络')).toBe('common.chooseField:网络');
  });
});
