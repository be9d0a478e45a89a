import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import { ledgerCheckOfEveryModule } from '../src/ledger-check';

// `npm run ledger:check`: verifies every invariant of the ledger and exits non-zero on a violation.
const db = await openDatabase(loadConfig());
try {
  await migrate(db); // an older data folder gets the tables the checks read, as at server start
  const violations = await ledgerCheckOfEveryModule().run(db);
  for (const v of violations) console.error(`VIOLATION ${v.rule}: ${v.detail}`);
  console.log(violations.length ? `${violations.length} violations` : 'ledger ok: every invariant holds');
  process.exitCode = violations.length ? 1 : 0;
} finally {
  await db.close();
}
