import readline from 'node:readline';
import QRCode from 'qrcode';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import { catalogueLoader } from '../src/modules/crypto';
import { type CliIO, chainReconciliation, operatorAdmin, runOpsCli } from '../src/modules/ops';
import { systemClock } from '../src/platform/clock';
import { chainRailOf } from '../src/rails/chain/choose';

// `npm run ops -- <command>`: operator accounts of the back office (see `npm run ops -- help`).

const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
let piped: AsyncIterator<string> | undefined;

/** Reads what is typed at the terminal without echoing it (passwords). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (finish: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      process.stdout.write('\n');
      finish();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(() => resolve(value));
        if (ch === '\u0003') return done(() => reject(new Error('cancelled')));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function askLine(question: string): Promise<string> {
  if (interactive) {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await new Promise<string>((resolve) => rl.question(question, resolve));
    } finally {
      rl.close();
    }
  }
  piped ??= readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const next = await piped.next();
  if (next.done) throw new Error(`no input for "${question.trim()}"`);
  return next.value;
}

const io: CliIO = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  interactive,
  ask: (question, { hidden }) => (hidden && interactive ? askHidden(question) : askLine(question)),
  // A QR code drawn with characters helps at a terminal only.
  qr: async (text) =>
    process.stdout.isTTY
      ? QRCode.toString(text, { type: 'terminal', small: true, errorCorrectionLevel: 'M' })
      : '',
};

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  process.exitCode = await runOpsCli(
    process.argv.slice(2),
    io,
    operatorAdmin({ db, clock: systemClock, config }),
    async () => {
      const { chain } = await chainRailOf(config, db, systemClock);
      return chainReconciliation({ db, chain, clock: systemClock }, catalogueLoader(db, config)).report();
    },
  );
} finally {
  await db.close();
}
