import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedDataDir } from '../../db/data-folder';
import { openPglite } from '../../db/pglite';
import { SERVER_ROOT, serverPath } from '../../paths';
import { PASSWORD_HASHING } from '../../platform/passwords';
import { usingPostgres } from '../../testing/test-db';

// `npm run ops` as a person runs it: `scripts/command.mjs` runs the bundled command (bundled first
// when missing or older than the sources) on the embedded database of DATA_DIR.
const root = path.resolve(SERVER_ROOT, '../..');
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-command-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function command(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return run(process.execPath, ['scripts/command.mjs', ...args], { cwd: root, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

describe.skipIf(usingPostgres())('scripts/command.mjs', () => {
  it('runs the bundled operators command: an operator is created (its password hashed at the real cost), then listed, with its exit codes', async () => {
    const email = 'night.desk@example.com';
    const create = () =>
      command(['ops', 'create-operator', '--email', email, '--password', 'Night-Desk-Review-2048', '--json']);
    const created = await create();
    expect(created.code, created.stderr).toBe(0);
    const printed = JSON.parse(created.stdout) as { email: string; totp_secret: string };
    expect(printed.email).toBe(email);
    expect(printed.totp_secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(fs.existsSync(serverPath('dist/cli/ops.mjs'))).toBe(true);

    const listed = await command(['ops', 'list-operators']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${email}\tactive`);

    const twice = await create();
    expect(twice.code).not.toBe(0);
    expect(twice.stderr).toContain(email);

    // the product hashes at the real cost (the API tests' processes hash cheaply: `hashPasswordsCheaplyForTests`)
    const db = await openPglite({ dataDir: embeddedDataDir(dataDir) });
    try {
      const [row] = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM operators WHERE email = $1',
        [email],
      );
      const { memoryCost: m, timeCost: t, parallelism: p } = PASSWORD_HASHING;
      expect(row?.password_hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${m},t=${t},p=${p}\\$`));
    } finally {
      await db.close();
    }
  }, 60_000);

  it('names the commands it knows when asked for another', async () => {
    const unknown = await command(['deploy']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('usage: node scripts/command.mjs <ops|chain-dev>');
  });
});
