import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { SimulatedBank } from './simulated';
import type { BankTransferRequest } from './types';

const transfer = (reference: string, amount = 12_345n): BankTransferRequest => ({
  reference,
  currency: 'USD',
  amount,
  to: {
    holder: 'Acme Ltd',
    accountNumber: '6222020200112233',
    bankName: 'ICBC',
    swiftCode: 'ICBKCNBJ',
    country: 'CN',
  },
});

describe('simulated bank rail', () => {
  it('sends a transfer once per reference; it stays pending until the bank settles it', async () => {
    const bank = new SimulatedBank(new ManualClock(0));
    const first = await bank.send(transfer('payout:1'));
    const again = await bank.send(transfer('payout:1'));
    expect(again.transferId).toBe(first.transferId);
    expect(bank.sent()).toHaveLength(1);
    expect(await bank.status(first.transferId)).toEqual({
      transferId: first.transferId,
      reference: 'payout:1',
      state: 'pending',
      reason: null,
    });
    bank.settle(first.transferId, 'completed');
    expect((await bank.status(first.transferId))?.state).toBe('completed');
    expect(() => bank.settle(first.transferId, 'failed')).toThrow('already completed');
  });

  it('answers a failed transfer with its reason, an unknown one with null, and refuses nothing to send', async () => {
    const bank = new SimulatedBank(new ManualClock(0));
    const { transferId } = await bank.send(transfer('payout:2'));
    bank.settle(transferId, 'failed', 'account closed');
    expect(await bank.status(transferId)).toMatchObject({ state: 'failed', reason: 'account closed' });
    expect(await bank.status('no-such-transfer')).toBeNull();
    await expect(bank.send(transfer('payout:3', 0n))).rejects.toThrow('nothing');
  });

  it('reads incoming credits after a cursor, oldest first', async () => {
    const clock = new ManualClock(Date.parse('2026-11-02T08:00:00Z'));
    const bank = new SimulatedBank(clock);
    const from = { holder: 'Acme Ltd', accountNumber: '6222020200112233' };
    bank.receive({ reference: 'TOPUP-A', currency: 'USD', amount: 100n, from });
    bank.receive({ reference: 'TOPUP-B', currency: 'USD', amount: 200n, from });
    const page = await bank.credits(null, 1);
    expect(page.credits.map((c) => c.reference)).toEqual(['TOPUP-A']);
    expect(page.credits[0]?.receivedAt).toEqual(new Date('2026-11-02T08:00:00Z'));
    const next = await bank.credits(page.cursor, 10);
    expect(next.credits.map((c) => c.reference)).toEqual(['TOPUP-B']);
    expect(await bank.credits(next.cursor, 10)).toEqual({ credits: [], cursor: next.cursor });
  });
});
