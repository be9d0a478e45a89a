import { describe, expect, it } from 'vitest';
import { createCollectionAccountBody } from './collection/accounts';
import { createReceiptOrderBody } from './crypto';
import { noteText } from './note-text';

const order = { asset: 'USDT', network: 'TRC20', amount: '10', merchant_order_no: 'A-1' };
const account = {
  customer_name: 'Lin Hua',
  customer_ref: 'C-1',
  email: 'lin@example.com',
  asset: 'USDT',
  network: 'TRC20',
};
const codes = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('a note typed on several lines', () => {
  it('keeps its line breaks, a carriage return made a line feed', () => {
    expect(noteText(200).parse('  Line one\r\nLine two\rLine three\n ')).toBe(
      'Line one\nLine two\nLine three',
    );
  });

  it('refuses markup, a tab and any other control character, and more than the limit', () => {
    for (const bad of ['a<b>', 'a\tb', 'a\u0000b', 'a\u0085b']) {
      expect(noteText(200).safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        'invalid_chars',
      );
    }
    expect(noteText(5).safeParse('abc\ndef').error?.issues[0]?.message).toBe('too_long');
  });

  it("is what a receipt order's description and a collection account's remark take; a name stays on one line", () => {
    expect(createReceiptOrderBody.parse({ ...order, description: 'Order 42\n3 licences' }).description).toBe(
      'Order 42\n3 licences',
    );
    expect(createCollectionAccountBody.parse({ ...account, remark: 'Plan A\nPaid monthly' }).remark).toBe(
      'Plan A\nPaid monthly',
    );
    expect(codes(createCollectionAccountBody.safeParse({ ...account, customer_name: 'Lin\nHua' }))).toEqual([
      'customer_name:invalid_chars',
    ]);
  });
});
