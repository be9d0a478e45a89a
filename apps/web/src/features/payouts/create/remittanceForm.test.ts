import { describe, expect, it } from 'vitest';
import { exceedsAvailable, previewTarget, toRequest } from './remittanceForm';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const base = { asset: 'USDT', network: 'TRC20', amount: ' 12.5 ' } as const;

describe('remittance form', () => {
  it('sends the typed address, or the saved payee, never both', () => {
    expect(toRequest({ ...base, recipient: 'address', address: ` ${TRON} `, payee_id: 'x' })).toEqual({
      asset: 'USDT',
      network: 'TRC20',
      amount: '12.5',
      address: TRON,
    });
    const byPayee = toRequest({ ...base, recipient: 'payee', address: TRON, payee_id: 'p-1' });
    expect(byPayee).toEqual({ asset: 'USDT', network: 'TRC20', amount: '12.5', payee_id: 'p-1' });
  });

  it('keeps a remark only when there is one', () => {
    expect(toRequest({ ...base, recipient: 'address', remark: '   ' })).not.toHaveProperty('remark');
    expect(toRequest({ ...base, recipient: 'address', remark: 'INV-42 May' }).remark).toBe('INV-42 May');
  });

  it('asks for a preview only for complete, well-formed values', () => {
    expect(previewTarget({ ...base, recipient: 'address', address: TRON })).toEqual({
      asset: 'USDT',
      network: 'TRC20',
      amount: '12.5',
      address: TRON,
    });
    // not a number, no recipient, no network, a remark the server refuses
    expect(previewTarget({ ...base, amount: '12,5', recipient: 'address', address: TRON })).toBeNull();
    expect(previewTarget({ ...base, recipient: 'address' })).toBeNull();
    expect(previewTarget({ ...base, recipient: 'payee' })).toBeNull();
    expect(previewTarget({ asset: 'USDT', amount: '1', recipient: 'address', address: TRON })).toBeNull();
    expect(previewTarget({ ...base, recipient: 'address', address: TRON, remark: '发票' })).toBeNull();
  });

  it('compares the total with the available balance exactly', () => {
    expect(exceedsAvailable({ total: '100.000001', available: '100.000000' })).toBe(true);
    expect(exceedsAvailable({ total: '100.000000', available: '100.000000' })).toBe(false);
    expect(exceedsAvailable({ total: '0.100000', available: '9007199254740993.000000' })).toBe(false);
  });
});
