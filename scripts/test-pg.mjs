#!/usr/bin/env node
// Runs the server's API and concurrency tests against PostgreSQL.
// TEST_DATABASE_URL names a database the tests may create databases from
// (default: the local server's `postgres` database).
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  TEST_DATABASE: 'postgres',
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);
