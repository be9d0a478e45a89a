import { describe, expect, it } from 'vitest';
import { keptMails } from '../../platform/mail';
import { totpCodeAt } from '../../platform/totp';
import { appPerFile } from '../../testing/app-hooks';
import { merchantWithEveryMovement } from '../../testing/history';
import { fund } from '../../testing/payouts';
import { loggedInMerchant, login } from '../../testing/scenarios';
import { type Actor, as } from '../../testing/settings';
import { teamMember } from '../../testing/team';

// a receive fee of 1%, so that receipts book fees too
const t = appPerFile({ RECEIVE_FEE_BPS: '100' });
/** The first test to run builds the month's scenario (some 15 s on a busy machine). */
const SLOW = 60_000;

interface Figures {
  asset: string;
  opening: string;
  inflow: string;
  outflow: string;
  closing: string;
  count: number;
}
interface Statement {
  id: string;
  month: string;
  assets: Figures[];
}

/** The ledger's available balance per asset now, read straight from its accounts. */
async function ledgerAvailable(merchantId: string): Promise<Record<string, string>> {
  const rows = await t.db.query<{ asset: string; balance: bigint; decimals: number }>(
    `SELECT a.asset, a.balance, s.decimals FROM ledger_accounts a JOIN assets s ON s.code = a.asset
     WHERE a.merchant_id = $1 AND a.bucket = 'available'`,
    [merchantId],
  );
  const out: Record<string, string> = {};
  for (const r of rows) {
    const digits = BigInt(r.balance)
      .toString()
      .padStart(r.decimals + 1, '0');
    out[r.asset] = `${digits.slice(0, -r.decimals)}.${digits.slice(-r.decimals)}`;
  }
  return out;
}

/** Moves the clock to `at` and logs the actors in again (their sessions ended meanwhile). */
async function moveClock(at: string, ...actors: Actor[]) {
  t.clock.set(Date.parse(at));
  for (const a of actors) {
    const res = await login(
      t,
      a.email,
      a.password,
      a.secret ? totpCodeAt(a.secret, t.clock.now()) : undefined,
    );
    if (res.status !== 200) throw new Error(`login: ${res.res.body}`);
    a.token = res.body.data.token as string;
    t.clock.advance(30_000);
  }
}

const closings = (s: Statement) => Object.fromEntries(s.assets.map((a) => [a.asset, a.closing]));

type Scenario = Awaited<ReturnType<typeof setUp>>;
let scenario: Scenario | undefined;

/**
 * November 2026: receipts with fees (USDT, USDC), a late payment, remittances (one refused), a
 * withdrawal to fiat (USD in). A finance member subscribes to statement mails, a viewer does not.
 * Then November closes and the job runs.
 */
async function setUp() {
  const every = await merchantWithEveryMovement(t);
  const m = every.m;
  await fund(t, m, '25', 'USDC', 'ERC20');
  const finance = await teamMember(t, m, 'finance');
  const viewer = await teamMember(t, m, 'viewer');
  const subscribed = await as(t, finance)('POST', '/money/statement-emails', { enabled: true });
  expect(subscribed.body.data).toEqual({ enabled: true });
  // a viewer may not read statements, so may not have them mailed either
  const refused = await as(t, viewer)('POST', '/money/statement-emails', { enabled: true });
  expect([refused.status, refused.body.code]).toEqual([403, 40301]);
  // a finance member subscribes, then becomes a viewer before the month's mail goes out
  const demoted = await teamMember(t, m, 'finance');
  expect((await as(t, demoted)('POST', '/money/statement-emails', { enabled: true })).status).toBe(200);
  const changed = await as(t, m)('POST', `/team/members/${demoted.userId}/role`, { role: 'viewer' });
  expect(changed.status).toBe(200);
  const novemberLedger = await ledgerAvailable(m.merchantId);
  await moveClock('2026-12-01T00:30:00Z', m, finance, viewer);
  const first = await t.app.statements.tick();
  return { m, finance, viewer, demoted, novemberLedger, first };
}
const ready = async () => {
  scenario ??= await setUp();
  return scenario;
};

async function statementsOf(token: string): Promise<Statement[]> {
  const res = await as(t, { token })('GET', '/money/statements?limit=10');
  expect(res.status).toBe(200);
  return res.body.data.items as Statement[];
}

describe('monthly statements', () => {
  it(
    "close each asset at the ledger's balance at the month's end, and the next month opens there",
    async () => {
      const { m, novemberLedger, first } = await ready();
      expect(first.generated).toBeGreaterThanOrEqual(1);
      expect(first.unreconciled).toBe(0);
      const [november] = await statementsOf(m.token);
      expect(november!.month).toBe('2026-11');
      expect(november!.assets.map((a) => a.asset)).toEqual(['USD', 'USDC', 'USDT']);
      expect(closings(november!)).toEqual(novemberLedger);
      for (const a of november!.assets) {
        expect(a.opening).toMatch(/^0\.0+$/);
        expect(a.count).toBeGreaterThan(0);
      }

      // December: USDC only moves; the statement still opens every asset where November closed
      await fund(t, m, '7', 'USDC', 'ERC20');
      const decemberLedger = await ledgerAvailable(m.merchantId);
      await moveClock('2027-01-01T03:00:00Z', m, scenario!.finance, scenario!.viewer);
      expect((await t.app.statements.tick()).unreconciled).toBe(0);
      const [december, again] = await statementsOf(m.token);
      expect(december!.month).toBe('2026-12');
      expect(again!.month).toBe('2026-11');
      for (const a of december!.assets) {
        expect(a.opening, a.asset).toBe(closings(november!)[a.asset]);
      }
      expect(closings(december!)).toEqual(decemberLedger);
      expect(december!.assets.find((a) => a.asset === 'USDC')!.inflow).toBe('6.930000');
      expect(december!.assets.find((a) => a.asset === 'USDT')!.count).toBe(0);
    },
    SLOW,
  );

  it(
    'are generated once, however often the job runs',
    async () => {
      const { m } = await ready();
      const before = await statementsOf(m.token);
      const rerun = await t.app.statements.tick('2026-11');
      expect(rerun.generated).toBe(0);
      expect(rerun.mailed).toBe(0);
      expect(await statementsOf(m.token)).toEqual(before);
      const [{ n }] = (await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM statements WHERE merchant_id = $1',
        [m.merchantId],
      )) as [{ n: number }];
      expect(n).toBe(2);
    },
    SLOW,
  );

  it(
    'are mailed to the owner and to users who subscribed and may still read them, not to the others; an owner may opt out',
    async () => {
      const { m, finance, viewer, demoted } = await ready();
      const subject = (month: string) => `Merchant Console：${month} 月度对账单`;
      const mailsOf = async (email: string) => (await keptMails(t.db, email)).map((x) => x.subject);
      expect(await mailsOf(m.email)).toContain(subject('2026-11'));
      expect(await mailsOf(finance.email)).toContain(subject('2026-11'));
      expect(await mailsOf(viewer.email)).not.toContain(subject('2026-11'));
      expect(await mailsOf(demoted.email)).not.toContain(subject('2026-11'));
      const [mail] = await keptMails(t.db, finance.email);
      expect(mail!.body).toMatch(/statement_2026-1[12]\.pdf, \d+ bytes/);

      expect((await as(t, m)('GET', '/money/statement-emails')).body.data).toEqual({ enabled: true });
      expect((await as(t, viewer)('GET', '/money/statement-emails')).status).toBe(403);
      expect((await as(t, m)('POST', '/money/statement-emails', { enabled: false })).body.data).toEqual({
        enabled: false,
      });
      expect((await as(t, m)('GET', '/money/statement-emails')).body.data).toEqual({ enabled: false });
    },
    SLOW,
  );

  it(
    'download as PDF (cn, en) and CSV; another merchant or an unknown id is 404',
    async () => {
      const { m } = await ready();
      const [, november] = await statementsOf(m.token);
      const pdf = await as(t, m)('GET', `/money/statements/${november!.id}/pdf?lang=en`);
      expect(pdf.status).toBe(200);
      expect(pdf.res.headers['content-type']).toBe('application/pdf');
      expect(pdf.res.headers['content-disposition']).toBe('attachment; filename="statement_2026-11.pdf"');
      expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const csv = await as(t, m)('GET', `/money/statements/${november!.id}/csv?lang=en`);
      expect(csv.status).toBe(200);
      expect(csv.res.headers['content-disposition']).toBe('attachment; filename="statement_2026-11.csv"');
      expect(csv.res.body.startsWith('\uFEFFMerchant Console,Monthly statement 2026-11\n')).toBe(true);
      for (const a of november!.assets) {
        expect(csv.res.body).toContain(
          `${a.asset},${a.opening},${a.inflow},${a.outflow},${a.closing},${a.count}\n`,
        );
        expect(csv.res.body).toContain(`${a.asset},,Closing balance,,,,,${a.closing},\n`);
      }

      const stranger = await loggedInMerchant(t);
      for (const path of [`${november!.id}/pdf`, `${november!.id}/csv`, '99999999/pdf', 'abc/csv']) {
        const res = await as(t, stranger)('GET', `/money/statements/${path}`);
        expect(res.status, path).toBe(404);
      }
    },
    SLOW,
  );

  it(
    'refuse a bad month or an unknown field with 422 naming it',
    async () => {
      const { m } = await ready();
      for (const month of ['2026-13', '2026-1', 'november', '1999-12']) {
        const res = await as(t, m)('GET', `/money/flows?month=${month}`);
        expect(res.status, month).toBe(422);
        expect(res.body.errors?.[0]?.field).toBe('month');
      }
      const lang = await as(t, m)('GET', '/money/statements/1/pdf?lang=fr');
      expect(lang.status).toBe(422);
      expect(lang.body.errors?.[0]?.field).toBe('lang');
      const emails = await as(t, m)('POST', '/money/statement-emails', { enabled: 'yes' });
      expect(emails.status).toBe(422);
      expect(emails.body.errors?.[0]?.field).toBe('enabled');
    },
    SLOW,
  );
});

describe('the money page', () => {
  it(
    "shows the month's flows per asset and day, adding up to the statement's in and out",
    async () => {
      const { m } = await ready();
      const [, november] = await statementsOf(m.token);
      const res = await as(t, m)('GET', '/money/flows?month=2026-11');
      expect(res.status).toBe(200);
      const flows = res.body.data as {
        timezone: string;
        assets: { asset: string; inflow: string; outflow: string; days: { date: string }[] }[];
      };
      expect(flows.timezone).toBe('Asia/Shanghai');
      for (const a of november!.assets) {
        const f = flows.assets.find((x) => x.asset === a.asset)!;
        expect([f.inflow, f.outflow]).toEqual([a.inflow, a.outflow]);
        expect(f.days).toHaveLength(30);
      }
      const now = await as(t, m)('GET', '/money/flows');
      expect(now.body.data.month).toBe('2027-01');
    },
    SLOW,
  );

  it(
    'sums every asset in USD at the current rates, with their time',
    async () => {
      const { m } = await ready();
      const res = await as(t, m)('GET', '/money/summary');
      expect(res.status).toBe(200);
      const s = res.body.data as {
        assets: { asset: string; kind: string; total: string; usd_value: string | null }[];
        total_usd: string;
        rates: { base: string; rate: string; as_of: string }[];
      };
      expect(s.assets.map((a) => `${a.kind} ${a.asset}`)).toEqual(
        expect.arrayContaining(['crypto USDT', 'crypto USDC', 'fiat USD']),
      );
      const cents = s.assets.reduce((sum, a) => sum + BigInt((a.usd_value ?? '0').replace('.', '')), 0n);
      expect(BigInt(s.total_usd.replace('.', ''))).toBe(cents);
      expect(s.rates.map((r) => r.base).sort()).toEqual(['USDC', 'USDT']);
      for (const r of s.rates) expect(Number.isNaN(Date.parse(r.as_of))).toBe(false);
    },
    SLOW,
  );
});

// Last: it moves the clock past the months the tests above read.
describe('the statement job', () => {
  it(
    'fill in a month during which no instance ran, and read a completed month no more',
    async () => {
      const { m, finance, viewer } = await ready();
      await moveClock('2027-01-10T09:00:00Z', m, finance, viewer);
      await fund(t, m, '3', 'USDC', 'ERC20');
      // no run on the 1st of February: the next is in March
      await moveClock('2027-03-01T02:00:00Z', m, finance, viewer);
      const late = await t.app.statements.tick();
      expect(late).toMatchObject({ generated: 1, unreconciled: 0 });
      const months = (await statementsOf(m.token)).map((st) => st.month);
      expect(months).toContain('2027-01');
      expect(months).not.toContain('2027-02'); // nothing moved in February
      expect(await t.app.statements.tick()).toMatchObject({ generated: 0, exists: 0, unreconciled: 0 });
    },
    SLOW,
  );
});
