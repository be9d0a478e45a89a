import type { ChainReconciliation, ReconciliationRow } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../../config';
import type { DevChain } from '../../rails/chain/evm/dev-chain';
import { hotWalletAccount } from '../../rails/chain/evm/keys';
import { evmTestFile } from '../../testing/evm';
import type { TestApp } from '../../testing/harness';
import { loggedInOperator, newKey, opsGet, opsPost } from '../../testing/ops';
import { createOrder, order } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { type CliIO, runOpsCli } from '.';
import { reconciliationText } from './chain-reconciliation';
import type { OperatorAdmin } from './operator-admin';

// The chain's holdings reconciled with the ledger on a development EVM node, through a reorganisation
// deeper than the confirmations and the operator's booking of it.
let dev: DevChain;
let t: TestApp;
let token: string;
let operator: { token: string };
evmTestFile(19500, {}, async (made) => {
  ({ dev, t } = made);
  token = (await loggedInMerchant(t)).token;
  operator = await loggedInOperator(t);
  // the node starts with a float on the hot wallet that no booking put there: the books start empty
  const hot = hotWalletAccount(DEV_MNEMONIC).address;
  await dev.setTokenBalance(hot, 'USDC', 0n);
  await dev.setTokenBalance(hot, 'USDT', 0n);
});

type Row = ReconciliationRow;
async function reconciliation() {
  const res = await opsGet(t, operator.token, '/api/ops/chain-reconciliation');
  expect(res.status).toBe(200);
  return res.body.data as ChainReconciliation;
}
const row = (r: { rows: Row[] }, network: string, asset: string) =>
  r.rows.find((x) => x.network === network && x.asset === asset)!;
const item = (r: Row, name: string) => r.explained.find((e) => e.item === name)!;
const print = (title: string, r: Parameters<typeof reconciliationText>[0]) =>
  console.log([title, ...reconciliationText(r)].join('\n'));

function cli(report: () => Promise<never>) {
  const out: string[] = [];
  const io: CliIO = {
    out: (s) => out.push(s),
    err: (s) => out.push(s),
    interactive: false,
    ask: async () => '',
    qr: async () => '',
  };
  return { out, run: (argv: string[]) => runOpsCli(argv, io, {} as OperatorAdmin, report) };
}

describe('reconciling the chain with the ledger', () => {
  it('explains a deep reorganisation as a deposit not resolved until an operator books it, then agrees again', async () => {
    const start = await reconciliation();
    expect(start.ok).toBe(true);
    expect(row(start, 'ERC20', 'USDC')).toMatchObject({
      on_chain: '0.000000',
      ledger: '0.000000',
      unexplained: '0.000000',
    });

    const o = await createOrder(t, token, { network: 'ERC20', asset: 'USDC', amount: '100' });
    const before = await dev.snapshot();
    await dev.pay(o.deposit_address, 'USDC', 100_000_000n);
    await dev.mine(1);
    await t.app.receiving.tick();
    const seen = row(await reconciliation(), 'ERC20', 'USDC');
    expect(seen).toMatchObject({
      on_chain: '100.000000',
      ledger: '0.000000',
      unexplained: '0.000000',
      ok: true,
    });
    expect(item(seen, 'deposits_unconfirmed')).toMatchObject({ amount: '100.000000', count: 1 });

    await dev.mine(6);
    await t.app.receiving.tick();
    expect((await order(t, token, o.id)).status).toBe('completed');
    const booked = row(await reconciliation(), 'ERC20', 'USDC');
    expect(booked).toMatchObject({
      on_chain: '100.000000',
      ledger: '100.000000',
      difference: '0.000000',
      ok: true,
    });

    // a reorganisation deeper than the confirmations: the transfer is gone from the chain, still booked
    await dev.revert(before);
    await dev.mine(10);
    await t.app.receiving.tick();
    const gap = await reconciliation();
    print('after the deep reorganisation', gap);
    const gapRow = row(gap, 'ERC20', 'USDC');
    expect(gapRow).toMatchObject({ on_chain: '0.000000', ledger: '100.000000', difference: '-100.000000' });
    expect(item(gapRow, 'reorged_unresolved')).toEqual({
      item: 'reorged_unresolved',
      amount: '-100.000000',
      count: 1,
    });
    expect(gapRow.unexplained).toBe('0.000000');

    const [d] = await t.db.query<{ id: bigint }>('SELECT id FROM deposits WHERE order_id = $1', [o.id]);
    const resolved = await opsPost(
      t,
      operator.token,
      `/api/ops/deposits/${d!.id}/reorg-resolution`,
      { outcome: 'charge_back', reason: 'The transfer is gone from the chain after a deep reorganisation' },
      newKey(),
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ charged_to_available: '100.000000', owed: '0.000000' });
    const after = await reconciliation();
    print('after the charge back', after);
    expect(after.ok).toBe(true);
    expect(row(after, 'ERC20', 'USDC')).toMatchObject({
      on_chain: '0.000000',
      ledger: '0.000000',
      difference: '0.000000',
      unexplained: '0.000000',
    });
    expect(item(row(after, 'ERC20', 'USDC'), 'reorged_unresolved').count).toBe(0);
    await t.checkLedger();

    // the command line prints the same report and, with --check, fails on what nobody can explain
    const ok = cli(async () => (await reconciliation()) as never);
    expect(await ok.run(['reconcile', '--check'])).toBe(0);
    expect(ok.out[0]).toContain('reconciled');
    await dev.setTokenBalance(hotWalletAccount(DEV_MNEMONIC).address, 'USDT', 5_000_000n);
    const off = await reconciliation();
    expect(off.ok).toBe(false);
    expect(row(off, 'ERC20', 'USDT')).toMatchObject({ unexplained: '5.000000', ok: false });
    const failing = cli(async () => (await reconciliation()) as never);
    expect(await failing.run(['reconcile', '--check'])).toBe(1);
    expect(failing.out.join('\n')).toContain('unexplained: 5.000000');
    await dev.setTokenBalance(hotWalletAccount(DEV_MNEMONIC).address, 'USDT', 0n);
  }, 120_000);
});
