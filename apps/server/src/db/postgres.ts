import { createHash } from 'node:crypto';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { countWork, type Db, newDbWork, type Queryable, type QueryOptions, type Row } from './client';

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

const statementNames = new Map<string, string>();
/** A prepared statement's name, the same for the same text on every connection. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
    statementNames.set(sql, name);
  }
  return name;
}

export function openPostgres(url: string, poolSize = 10): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Named statements are our few fixed texts run very often (`prepared`), whose parameters never
    // call for another plan: plan them once per connection rather than at each of their first
    // executions and whenever PostgreSQL's estimate favours a custom plan. Other statements are
    // unnamed, planned at each execution, and not concerned.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
  const work = newDbWork();
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends Row = Row>(sql: string, params: readonly unknown[] = [], opts?: QueryOptions) {
      const res = opts?.prepared
        ? await c.query<R>({ name: statementName(sql), text: sql, values: params as unknown[] })
        : await c.query<R>(sql, params as unknown[]);
      countWork(work, sql, res.rows.length);
      return res.rows;
    },
    async exec(sql: string) {
      await c.query(sql);
      countWork(work, sql, 0);
    },
  });
  /** BEGIN, COMMIT or ROLLBACK on the transaction's connection: a round trip, not a statement. */
  const control = async (client: pg.PoolClient, sql: 'BEGIN' | 'COMMIT' | 'ROLLBACK') => {
    countWork(work, sql, 0, false);
    await client.query(sql);
  };
  const root = wrap(pool);
  return {
    kind: 'postgres',
    work,
    query: root.query,
    exec: root.exec,
    /**
     * One connection for the unit of work. A deadlock (40P01) or serialization
     * failure (40001) rolls everything back, so the work is retried from the
     * start, up to three times: callers keep side effects outside transactions.
     */
    async transaction(fn) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await control(client, 'BEGIN');
          const result = await fn(wrap(client));
          await control(client, 'COMMIT');
          return result;
        } catch (err) {
          await control(client, 'ROLLBACK').catch(() => undefined);
          const code = (err as { code?: string }).code;
          if (attempt < 3 && (code === '40P01' || code === '40001')) continue;
          throw err;
        } finally {
          client.release();
        }
      }
    },
    async copyOut(copySql: string) {
      const client = await pool.connect();
      countWork(work, copySql, 0);
      const stream = client.query(copyTo(copySql));
      let released = false;
      const release = (err?: Error) => {
        if (released) return;
        released = true;
        client.release(err);
      };
      stream.on('end', () => release());
      stream.on('error', (err) => release(err));
      stream.on('close', () => release(stream.readableEnded ? undefined : new Error('copy stopped')));
      return stream;
    },
    close: () => pool.end(),
  };
}
