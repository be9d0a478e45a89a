import { fields } from '@mc/contract';
import { isDbError, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { hashPassword, isCommonPassword } from '../../platform/passwords';
import { matchTotp, newTotpSecret } from '../../platform/totp';
import { recordAudit } from './audit';
import { type OperatorRow, operatorRepo } from './operators';
import { operatorSessions } from './sessions';

/** Operators guard every merchant's money: their passwords are longer than merchants'. */
export const OPERATOR_PASSWORD_MIN = 12;

/** A refusal of the command line, in words for the person typing. */
export class OperatorAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorAdminError';
  }
}

export function checkOperatorEmail(email: string): string {
  const parsed = fields.email.safeParse(email);
  if (!parsed.success) throw new OperatorAdminError(`--email: "${email}" is not a valid email address`);
  return parsed.data;
}

/** Why a password is refused, or null. */
export function operatorPasswordProblem(password: string, email: string): string | null {
  if (password.length < OPERATOR_PASSWORD_MIN || password.length > 128) {
    return `password: must be ${OPERATOR_PASSWORD_MIN}-128 characters long`;
  }
  if (isCommonPassword(password) || password.toLowerCase() === email.toLowerCase()) {
    return 'password: too common or equal to the email, choose another';
  }
  return null;
}

const ISSUER_SUFFIX = 'Ops';

/**
 * What the command line does with operator accounts. Every change is written to the audit log
 * (no operator acted: operator_id is null, the target is the operator).
 */
export function operatorAdmin(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = deps;
  const sessions = operatorSessions(deps);
  const issuer = `${config.APP_TITLE} ${ISSUER_SUFFIX}`;

  async function existing(email: string): Promise<OperatorRow> {
    const op = await operatorRepo.byEmail(db, checkOperatorEmail(email));
    if (!op) throw new OperatorAdminError(`no operator with the email ${email}`);
    return op;
  }

  /** Checks an email and password before anything is stored. */
  async function validateNew(email: string, password: string) {
    const clean = checkOperatorEmail(email);
    if (await operatorRepo.byEmail(db, clean)) {
      throw new OperatorAdminError(`an operator with the email ${clean} exists already`);
    }
    const problem = operatorPasswordProblem(password, clean);
    if (problem) throw new OperatorAdminError(problem);
    return clean;
  }

  return {
    issuer,
    validateNew,

    /** A new authenticator secret for an enrolment (shown once, stored only when the operator is created). */
    newSecret: newTotpSecret,

    /** Whether a code typed from an authenticator belongs to the secret now. */
    codeMatches: (secret: string, code: string) => matchTotp(secret, code, clock.now()) !== null,

    /**
     * Creates an active operator with its authenticator secret. `confirmedCode`, when given, is a
     * code the operator typed from the new authenticator: it must match, and it cannot be used
     * again to log in.
     */
    async create(input: { email: string; password: string; secret: string; confirmedCode?: string }) {
      const email = await validateNew(input.email, input.password);
      let step = 0;
      if (input.confirmedCode !== undefined) {
        const matched = matchTotp(input.secret, input.confirmedCode.trim(), clock.now());
        if (matched === null) throw new OperatorAdminError('the authenticator code does not match');
        step = matched;
      }
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const op = await operatorRepo.insert(tx, {
            email,
            passwordHash,
            totpSecret: input.secret,
            totpLastStep: step,
            at: now,
          });
          await recordAudit(tx, {
            operatorId: null,
            action: 'operator_created',
            target: { type: 'operator', id: op.id },
            detail: { email, via: 'command line', authenticator_confirmed: step > 0 },
            at: now,
          });
          return op;
        });
      } catch (err) {
        if (isDbError(err, UNIQUE_VIOLATION)) {
          throw new OperatorAdminError(`an operator with the email ${email} exists already`);
        }
        throw err;
      }
    },

    /** Disables (ending every session) or enables an operator. */
    async setStatus(email: string, status: OperatorRow['status']) {
      const op = await existing(email);
      if (op.status === status) throw new OperatorAdminError(`${op.email} is already ${status}`);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await operatorRepo.setStatus(tx, op.id, status, now);
        if (status === 'disabled') await sessions.revokeAll(tx, op.id, 'operator_disabled');
        await recordAudit(tx, {
          operatorId: null,
          action: status === 'disabled' ? 'operator_disabled' : 'operator_enabled',
          target: { type: 'operator', id: op.id },
          detail: { email: op.email, via: 'command line' },
          at: now,
        });
      });
      return { ...op, status };
    },

    /** A new authenticator for an operator who lost theirs: the old codes stop working, every session ends. */
    async resetTotp(email: string) {
      const op = await existing(email);
      const secret = newTotpSecret();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await operatorRepo.setTotpSecret(tx, op.id, secret, now);
        await sessions.revokeAll(tx, op.id, 'authenticator_reset');
        await recordAudit(tx, {
          operatorId: null,
          action: 'operator_totp_reset',
          target: { type: 'operator', id: op.id },
          detail: { email: op.email, via: 'command line' },
          at: now,
        });
      });
      return { operator: op, secret };
    },

    list: () => operatorRepo.list(db),
  };
}

export type OperatorAdmin = ReturnType<typeof operatorAdmin>;
