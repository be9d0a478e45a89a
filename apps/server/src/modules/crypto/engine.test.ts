import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { devMailbox } from '../../platform/mail';
import { publicUrlOf } from '../../platform/public-url';
import type { ChainRail } from '../../rails/chain/types';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { createOrder, mine, order, pay } from '../../testing/receiving';
import { catalogueLoader } from './catalogue';
import { receivingEngine } from './engine';

// The deposit watcher goes through the networks one by one: one that fails does not stop the others.
const t = appPerFile();
const [merchant] = twoMerchantsPerFile(t);

/** The simulated chain, except that reading TRC20's transfers fails (its node is down). */
function chainFailingOn(network: string): ChainRail {
  const failing: ChainRail = Object.create(t.chain);
  failing.scan = async (n, cursor, limit) => {
    if (n === network) throw new Error(`no answer from the ${n} node`);
    return t.chain.scan(n, cursor, limit);
  };
  return failing;
}

describe('the deposit watcher when one network fails', () => {
  it('logs the failure and goes on with the other networks; the failing network still confirms what it saw', async () => {
    const tron = await createOrder(t, merchant.token, { amount: '10', network: 'TRC20' });
    await pay(t, tron.deposit_address, '10', 'USDT', 'TRC20');
    await t.app.receiving.tick(); // seen while TRC20 still answered
    expect((await order(t, merchant.token, tron.id)).status).toBe('confirming');

    const errors: { network: string; msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        const { network, msg } = JSON.parse(String(chunk));
        errors.push({ network, msg });
        done();
      },
    });
    const log = pino({ level: 'error' }, sink);
    const deps = {
      config: t.config,
      db: t.db,
      clock: t.clock,
      mailer: devMailbox(t.db, pino({ level: 'silent' })),
      publicUrl: publicUrlOf(t.config),
      chain: chainFailingOn('TRC20'),
      chainSimulator: t.chain,
    };
    const engine = receivingEngine(deps, catalogueLoader(t.db, t.config), {}, log);

    const eth = await createOrder(t, merchant.token, { amount: '20', network: 'ERC20' });
    await pay(t, eth.deposit_address, '20', 'USDT', 'ERC20');
    const late = await createOrder(t, merchant.token, { amount: '5', network: 'TRC20' });
    await pay(t, late.deposit_address, '5', 'USDT', 'TRC20');
    await mine(t, 3);
    await engine.tick();

    expect(errors).toEqual([{ network: 'TRC20', msg: expect.stringContaining('reading the chain failed') }]);
    expect((await order(t, merchant.token, eth.id)).status).toBe('confirming'); // ERC20, after the failing TRC20
    expect((await order(t, merchant.token, tron.id)).status).toBe('completed'); // seen before: confirmed anyway
    expect((await order(t, merchant.token, late.id)).status).toBe('unpaid'); // not read while the node is down

    await t.app.receiving.tick(); // the node answers again: mined long enough ago, confirmed at once
    expect((await order(t, merchant.token, late.id)).status).toBe('completed');
  });
});
