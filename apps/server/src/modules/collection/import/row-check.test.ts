import { loadAllMessages } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../crypto';
import { columnsOf } from './headings';
import { rowChecker } from './row-check';
import { FORMULA } from './sheet-rows';

// the server knows every area's messages (platform/errors loads them); so does this test
loadAllMessages();

const catalogue: Catalogue = {
  decimals: new Map([
    ['USDT', 6],
    ['USDC', 2],
  ]),
  networks: new Map([
    [
      'TRC20',
      {
        code: 'TRC20',
        name: 'Tron',
        addressKind: 'tron',
        confirmations: 1,
        assets: new Map([['USDT', { minReceive: 1n, networkFee: 1n }]]),
      },
    ],
    [
      'ERC20',
      {
        code: 'ERC20',
        name: 'Ethereum',
        addressKind: 'evm',
        confirmations: 1,
        assets: new Map([['USDC', { minReceive: 1n, networkFee: 1n }]]),
      },
    ],
  ]),
};
const heading = columnsOf(['客户名称', 'customer_ref', 'EMAIL', '币种', 'Network', '预期金额 *', 'remark']);
const columns = 'map' in heading ? heading.map : new Map();
const check = rowChecker(catalogue);
const row = (cells: (string | typeof FORMULA)[]) => check({ number: 7, cells }, columns);

describe('one row of an import', () => {
  it('gives the account to create: trimmed, codes in capitals, the amount in minor units', () => {
    expect(row([' Li Si ', 'R-1', 'li@example.com', 'usdt', 'trc20', '12.5', ''])).toEqual({
      ref: 'R-1',
      problems: [],
      account: {
        customer_name: 'Li Si',
        customer_ref: 'R-1',
        email: 'li@example.com',
        asset: 'USDT',
        network: 'TRC20',
        expected_amount: 12_500_000n,
        remark: null,
      },
    });
  });

  it('names every column with a problem; the reference is kept when it is right', () => {
    const checked = row(['', 'R-2', 'li@', 'USDC', 'TRC20', '1.234', FORMULA]);
    expect(checked.ref).toBe('R-2');
    expect(checked.problems.map((p) => [p.row, p.column, p.code, p.params])).toEqual([
      [7, 'customer_name', 'required', { min: 1 }],
      [7, 'email', 'email_invalid', {}],
      [7, 'remark', 'import_formula', {}],
      [7, 'network', 'network_invalid', {}],
      [7, 'expected_amount', 'amount_precision', { decimals: 2 }],
    ]);
  });

  it('a reference with other characters is a problem, and no reference is kept', () => {
    const checked = row(['Li', 'R 3', 'li@example.com', 'USDT', 'TRC20', '', '']);
    expect(checked.ref).toBeNull();
    expect(checked.problems.map((p) => p.code)).toEqual(['customer_ref_invalid']);
  });

  it('a heading row without a required column names the first missing', () => {
    expect(columnsOf(['Customer name', 'Email', 'Asset', 'Network'])).toEqual({ missing: 'customer_ref' });
  });
});
