import { parseArgs } from 'node:util';
import type { ChainReconciliation } from '@mc/contract';
import { totpEnrolment } from '../../platform/totp';
import { reconciliationText } from './chain-reconciliation';
import { type OperatorAdmin, OperatorAdminError } from './operator-admin';

/** What the command line needs from the terminal; tests pass their own. */
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  /** Whether a person types at a terminal (prompts, code confirmation) or input is piped. */
  interactive: boolean;
  /** Asks for a line; `hidden` keeps a password off the screen. */
  ask(question: string, opts: { hidden: boolean }): Promise<string>;
  /** The otpauth URI as a QR code drawn with characters, for the authenticator app to scan. */
  qr(text: string): Promise<string>;
}

export const OPS_USAGE = `Usage: npm run ops -- <command> [options]

Commands:
  create-operator --email <email> [--password <password>] [--json]
      Creates an operator. Without --password the password is asked for (hidden, twice).
      Prints the authenticator secret and otpauth URI once; at a terminal it then asks for a
      code from the authenticator and creates the operator only when the code matches.
      Piped or with --json, the first login at /ops/login is the confirmation (every login
      needs a code). --json prints {operator_id, email, totp_secret, otpauth_uri} only.
  disable-operator --email <email>   Disables an operator and ends its sessions.
  enable-operator --email <email>    Enables a disabled operator.
  reset-totp --email <email> [--json]
      Replaces a lost authenticator: a new secret (printed once), the old codes stop working,
      every session of the operator ends.
  list-operators                     Lists operators with their status and last login.
  reconcile [--check] [--json]
      What the chain holds per network and asset (hot wallet, gas tank, deposit addresses) against
      what the ledger says the platform holds, the difference explained item by item (deposits
      not yet confirmed, sends mined and not yet booked, reorganised deposits not yet resolved)
      and the unexplained rest. --check exits 1 when something is unexplained or a node did not
      answer; --json prints the report as the API answers it.

Works on DATABASE_URL, or on the embedded database in DATA_DIR (stop the server first: the
embedded database takes one process at a time).`;

const CODE_TRIES = 3;

class UsageError extends Error {}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        json: { type: 'boolean', default: false },
        check: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

function requireEmail(email: string | undefined): string {
  if (!email) throw new UsageError('--email is required');
  return email;
}

async function askPassword(io: CliIO): Promise<string> {
  const password = await io.ask('Password (at least 12 characters): ', { hidden: true });
  if (!io.interactive) return password;
  const again = await io.ask('Password again: ', { hidden: true });
  if (again !== password) throw new OperatorAdminError('password: the two passwords do not match');
  return password;
}

async function showSecret(io: CliIO, email: string, secret: string, uri: string) {
  io.out(`Authenticator of ${email}: add it now, the secret is shown only this once.`);
  io.out(`  secret:      ${secret}`);
  io.out(`  otpauth URI: ${uri}`);
  const qr = await io.qr(uri);
  if (qr) io.out(qr);
}

async function createOperator(
  io: CliIO,
  admin: OperatorAdmin,
  email: string,
  flagPassword?: string,
  json = false,
) {
  const password = flagPassword ?? (await askPassword(io));
  const clean = await admin.validateNew(email, password);
  const secret = admin.newSecret();
  const { otpauth_uri: uri } = await totpEnrolment(secret, clean, admin.issuer);
  if (json) {
    const op = await admin.create({ email: clean, password, secret });
    io.out(JSON.stringify({ operator_id: op.id, email: op.email, totp_secret: secret, otpauth_uri: uri }));
    return;
  }
  await showSecret(io, clean, secret, uri);
  if (!io.interactive) {
    const op = await admin.create({ email: clean, password, secret });
    io.out(`Operator ${op.email} created (${op.id}). Log in at /ops/login with the password and a code.`);
    return;
  }
  for (let attempt = 1; attempt <= CODE_TRIES; attempt++) {
    const code = (await io.ask('Code shown by the authenticator (6 digits): ', { hidden: false })).trim();
    if (admin.codeMatches(secret, code)) {
      const op = await admin.create({ email: clean, password, secret, confirmedCode: code });
      io.out(`Operator ${op.email} created (${op.id}); the authenticator is confirmed.`);
      return;
    }
    io.err('The code does not match: check the clock of the phone and type the current code.');
  }
  throw new OperatorAdminError(
    `no matching code after ${CODE_TRIES} tries: nothing was created, run the command again`,
  );
}

/** Runs one command; returns the exit code (0 done, 1 refused, 2 wrong usage). */
export async function runOpsCli(
  argv: string[],
  io: CliIO,
  admin: OperatorAdmin,
  /** The reconciliation of the chain's holdings with the ledger (it needs the chain rail). */
  reconcile?: () => Promise<ChainReconciliation>,
): Promise<number> {
  try {
    const { values, positionals } = parse(argv);
    const [command, ...extra] = positionals;
    if (values.help || !command || command === 'help') {
      io.out(OPS_USAGE);
      return command || values.help ? 0 : 2;
    }
    if (extra.length) throw new UsageError(`unexpected argument: ${extra[0]}`);
    switch (command) {
      case 'create-operator':
        await createOperator(io, admin, requireEmail(values.email), values.password, values.json);
        return 0;
      case 'disable-operator':
      case 'enable-operator': {
        const status = command === 'disable-operator' ? 'disabled' : 'active';
        const op = await admin.setStatus(requireEmail(values.email), status);
        io.out(
          `Operator ${op.email} is now ${status}${status === 'disabled' ? '; its sessions have ended' : ''}.`,
        );
        return 0;
      }
      case 'reset-totp': {
        const { operator, secret } = await admin.resetTotp(requireEmail(values.email));
        const { otpauth_uri: uri } = await totpEnrolment(secret, operator.email, admin.issuer);
        if (values.json)
          io.out(JSON.stringify({ email: operator.email, totp_secret: secret, otpauth_uri: uri }));
        else {
          await showSecret(io, operator.email, secret, uri);
          io.out('The old authenticator no longer works; every session of this operator has ended.');
        }
        return 0;
      }
      case 'list-operators': {
        const all = await admin.list();
        if (!all.length) io.out('No operators yet: create one with create-operator.');
        for (const op of all) {
          const last = op.last_login_at ? op.last_login_at.toISOString() : 'never';
          io.out(`${op.email}\t${op.status}\tcreated ${op.created_at.toISOString()}\tlast login ${last}`);
        }
        return 0;
      }
      case 'reconcile': {
        if (!reconcile) throw new UsageError('reconcile needs the chain rail');
        const report = await reconcile();
        if (values.json) io.out(JSON.stringify(report));
        else for (const line of reconciliationText(report)) io.out(line);
        return values.check && !report.ok ? 1 : 0;
      }
      default:
        throw new UsageError(`unknown command: ${command}`);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${err.message}\n\n${OPS_USAGE}`);
      return 2;
    }
    if (err instanceof OperatorAdminError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}
