import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../platform/totp';
import { createTestApp, type TestApp } from '../../testing/harness';
import { uniqueEmail } from '../../testing/scenarios';
import { type CliIO, runOpsCli } from './cli';
import { operatorAdmin } from './operator-admin';

// `npm run ops -- ...` through the same function the script runs, on the test database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Night-Shift-Audit-42';

/** A terminal: what is printed, and the answers typed (`code` answers with the current authenticator code). */
function terminal(answers: (string | ((printed: string) => string))[], interactive = true) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: { question: string; hidden: boolean }[] = [];
  const io: CliIO = {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    interactive,
    async ask(question, { hidden }) {
      asked.push({ question, hidden });
      const next = answers.shift();
      if (next === undefined) throw new Error(`unexpected question: ${question}`);
      return typeof next === 'function' ? next(out.join('\n')) : next;
    },
    qr: async () => '[qr]',
  };
  return { io, out, err, asked };
}

const run = (argv: string[], io: CliIO) =>
  runOpsCli(argv, io, operatorAdmin({ db: t.db, clock: t.clock, config: t.config }));

const secretIn = (printed: string) => /secret:\s+([A-Z2-7]+)/.exec(printed)?.[1] ?? '';

function login(email: string, secret: string, password = PASSWORD) {
  t.clock.advance(30_000);
  return t.call({
    method: 'POST',
    url: '/api/ops/login',
    payload: { email, password, totp_code: totpCodeAt(secret, t.clock.now()) },
  });
}

describe('npm run ops -- create-operator', () => {
  it('with --password and --json: prints the secret once, and the operator logs in with it', async () => {
    const email = uniqueEmail('ops');
    const term = terminal([]);
    expect(await run(['create-operator', '--email', email, '--password', PASSWORD, '--json'], term.io)).toBe(
      0,
    );
    const printed = JSON.parse(term.out.join(''));
    expect(printed).toMatchObject({ email, totp_secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(printed.otpauth_uri).toContain(`secret=${printed.totp_secret}`);
    expect(printed.otpauth_uri).toContain('issuer=Merchant%20Console%20Ops');
    const res = await login(email, printed.totp_secret);
    expect(res.status).toBe(200);
    expect(res.body.data.operator_id).toBe(printed.operator_id);
    const stored = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM operators WHERE id = $1',
      [printed.operator_id],
    );
    expect(stored[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('at a terminal: asks the password twice (hidden), shows the secret and creates only on a matching code', async () => {
    const email = uniqueEmail('ops');
    // a wrong code first (the one of another moment), then the current one
    const term = terminal([
      PASSWORD,
      PASSWORD,
      (printed) => totpCodeAt(secretIn(printed), new Date(t.clock.now().getTime() - 3_600_000)),
      (printed) => totpCodeAt(secretIn(printed), t.clock.now()),
    ]);
    expect(await run(['create-operator', '--email', email], term.io)).toBe(0);
    expect(term.err).toEqual([expect.stringContaining('does not match')]);
    expect(term.asked.slice(0, 2).every((q) => q.hidden)).toBe(true);
    expect(term.asked[2]?.hidden).toBe(false);
    const printed = term.out.join('\n');
    expect(printed).toContain('[qr]');
    expect(printed).toContain('the authenticator is confirmed');
    const secret = secretIn(printed);
    // the confirming code cannot be used again: the next step's code logs in
    const res = await login(email, secret);
    expect(res.status).toBe(200);
  });

  it('creates nothing when no code matches after three tries', async () => {
    const email = uniqueEmail('ops');
    const term = terminal([PASSWORD, PASSWORD, '000000', '000001', '000002']);
    expect(await run(['create-operator', '--email', email], term.io)).toBe(1);
    expect(term.err.at(-1)).toContain('nothing was created');
    expect(await t.db.query('SELECT 1 FROM operators WHERE email = $1', [email])).toEqual([]);
  });

  it('piped input: one password line, no code asked; the first login confirms the authenticator', async () => {
    const email = uniqueEmail('ops');
    const term = terminal([PASSWORD], false);
    expect(await run(['create-operator', '--email', email], term.io)).toBe(0);
    expect(term.asked).toHaveLength(1);
    expect((await login(email, secretIn(term.out.join('\n')))).status).toBe(200);
  });

  it('refuses weak passwords, mismatched confirmations, bad emails and duplicates (exit 1), creating nothing', async () => {
    const email = uniqueEmail('ops');
    const cases: [string[], string[], string][] = [
      [['--password', 'short-pass'], [], 'at least 12'],
      [['--password', 'password1234'], [], 'too common'],
      [[], [PASSWORD, `${PASSWORD}x`], 'do not match'],
    ];
    for (const [flags, answers, message] of cases) {
      const term = terminal(answers);
      expect(await run(['create-operator', '--email', email, ...flags], term.io)).toBe(1);
      expect(term.err.join(' ')).toContain(message === 'at least 12' ? '12-128 characters' : message);
      expect(term.out).toEqual([]);
    }
    const bad = terminal([]);
    expect(await run(['create-operator', '--email', 'not-an-email', '--password', PASSWORD], bad.io)).toBe(1);
    expect(bad.err[0]).toContain('--email');
    expect(await t.db.query('SELECT 1 FROM operators WHERE email = $1', [email])).toEqual([]);
    const ok = terminal([]);
    expect(await run(['create-operator', '--email', email, '--password', PASSWORD, '--json'], ok.io)).toBe(0);
    const dup = terminal([]);
    expect(
      await run(['create-operator', '--email', email.toUpperCase(), '--password', PASSWORD], dup.io),
    ).toBe(1);
    expect(dup.err[0]).toContain('exists already');
  });

  it('answers wrong usage with the usage text (exit 2)', async () => {
    for (const argv of [
      [],
      ['frobnicate'],
      ['create-operator'],
      ['create-operator', '--mail', 'x@y.co'],
      ['list-operators', 'extra'],
    ]) {
      const term = terminal([]);
      expect(await run(argv, term.io), argv.join(' ')).toBe(2);
      expect(term.err.join('\n') + term.out.join('\n')).toContain('Usage: npm run ops');
    }
    const help = terminal([]);
    expect(await run(['help'], help.io)).toBe(0);
  });
});

describe('npm run ops -- other commands', () => {
  it('disable-operator keeps the operator out and ends its sessions; enable-operator lets it in again', async () => {
    const email = uniqueEmail('ops');
    const made = terminal([]);
    await run(['create-operator', '--email', email, '--password', PASSWORD, '--json'], made.io);
    const { totp_secret: secret } = JSON.parse(made.out[0]!);
    const token = (await login(email, secret)).body.data.token;
    expect(await run(['disable-operator', '--email', email], terminal([]).io)).toBe(0);
    expect((await login(email, secret)).status).toBe(403);
    const me = await t.call({
      method: 'GET',
      url: '/api/ops/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(403);
    const twice = terminal([]);
    expect(await run(['disable-operator', '--email', email], twice.io)).toBe(1);
    expect(twice.err[0]).toContain('already disabled');
    expect(await run(['enable-operator', '--email', email], terminal([]).io)).toBe(0);
    expect((await login(email, secret)).status).toBe(200);
    const unknown = terminal([]);
    expect(await run(['enable-operator', '--email', uniqueEmail('nobody')], unknown.io)).toBe(1);
    expect(unknown.err[0]).toContain('no operator');
  });

  it('reset-totp replaces the authenticator: the old codes stop working, the new ones work', async () => {
    const email = uniqueEmail('ops');
    const made = terminal([]);
    await run(['create-operator', '--email', email, '--password', PASSWORD, '--json'], made.io);
    const old = JSON.parse(made.out[0]!).totp_secret;
    const token = (await login(email, old)).body.data.token;
    const reset = terminal([]);
    expect(await run(['reset-totp', '--email', email, '--json'], reset.io)).toBe(0);
    const fresh = JSON.parse(reset.out[0]!).totp_secret;
    expect(fresh).not.toBe(old);
    expect((await login(email, old)).status).toBe(422);
    expect((await login(email, fresh)).status).toBe(200);
    const me = await t.call({
      method: 'GET',
      url: '/api/ops/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(403);
  });

  it('list-operators prints each operator with its status', async () => {
    const term = terminal([]);
    expect(await run(['list-operators'], term.io)).toBe(0);
    expect(term.out.length).toBeGreaterThan(3);
    expect(term.out.every((line) => /\t(active|disabled)\tcreated /.test(line))).toBe(true);
    const actions = await t.db.query<{ action: string }>(
      `SELECT DISTINCT action FROM audit_log WHERE operator_id IS NULL ORDER BY action`,
    );
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'operator_created',
        'operator_disabled',
        'operator_enabled',
        'operator_totp_reset',
      ]),
    );
  });
});
