import { remittanceRate } from './payouts';
import type { Row } from './web/part';

/**
 * Remittances over HTTP against pgbench's transactions per second: by API key (the Merchant API, whose
 * goal is a whole pgbench transaction per remittance and a p99 of 50 ms at 32 concurrent) and by session
 * (the console's, with its payment password), spread over 32 merchants and on one hot account.
 */
export async function remittanceRows(root: string, adminUrl: string, tps: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const via of ['api_key', 'session'] as const) {
    for (const hot of [false, true]) {
      const r = await remittanceRate(root, adminUrl, 10, { hot, via });
      const who = via === 'api_key' ? 'API key' : 'session + payment password';
      const what = `remittances via HTTP (${who}), ${hot ? 'one merchant (hot account)' : '32 merchants'}`;
      console.log(
        `${what}: ${r.perSecond.toFixed(0)}/s (${r.ok} ok, ${r.failed} failed, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms)`,
      );
      // The Merchant API (an API key) is the HTTP API machines pay out through: the goal is its.
      // The console's way checks the payment password with argon2id (about 30 ms of CPU) on every
      // payout, by design: reported, with no goal.
      rows.push({
        name: `remittances/s${via === 'api_key' ? ', API key' : ', session'}${hot ? ', hot account' : ''} ÷ pgbench`,
        value: r.perSecond / tps,
        // by key, the goal is as many remittances as pgbench's transactions
        limit: via === 'api_key' ? 1 : 0.5,
        unit: 'ratio',
        ...(via === 'api_key'
          ? { kind: 'goal' as const }
          : { kind: 'figure' as const, note: 'console: argon2id payment password per payout' }),
      });
      if (via === 'api_key')
        rows.push({
          name: `remittance p99 at 32 concurrent, API key${hot ? ', hot account' : ''}`,
          value: r.p99,
          limit: 50,
          unit: 'ms',
          kind: 'target',
        });
    }
  }
  return rows;
}
