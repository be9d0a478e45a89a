import type { opsLoginBody } from '@mc/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { burnPasswordCheck, verifyPassword } from '../../platform/passwords';
import type { OperatorPrincipal, RequestContext } from '../../platform/request-context';
import { matchTotp } from '../../platform/totp';
import type { LoginThrottle } from '../auth';
import { recordAudit } from './audit';
import { type OperatorRow, operatorRepo, toOperatorInfo } from './operators';
import type { OperatorSessions } from './sessions';

type LoginInput = z.output<typeof opsLoginBody>;

/** Failed logins are counted per operator account apart from the merchant account of the same email. */
const throttleKey = (email: string) => `operator:${email.toLowerCase()}`;

/** Operator login (password and authenticator code, both always), logout and the current operator. */
export function opsAuth(deps: Deps, sessions: OperatorSessions, throttle: LoginThrottle) {
  const { db, clock } = deps;

  async function failed(input: LoginInput, ctx: RequestContext, op: OperatorRow | undefined, why: string) {
    await throttle.recordFailure(throttleKey(input.email), ctx.ip);
    await recordAudit(db, {
      operatorId: op?.id ?? null,
      action: 'login_failed',
      ...(op ? { target: { type: 'operator', id: op.id } } : {}),
      detail: { why, email: input.email.toLowerCase() },
      ctx,
      at: clock.now(),
    });
  }

  async function login(input: LoginInput, ctx: RequestContext) {
    await throttle.assertAllowed(throttleKey(input.email), ctx.ip);
    const op = await operatorRepo.byEmail(db, input.email);
    const passwordOk = op
      ? await verifyPassword(op.password_hash, input.password)
      : await burnPasswordCheck(input.password);
    if (!op || !passwordOk) {
      await failed(input, ctx, op, 'password');
      throw fail.unauthenticated('login_failed');
    }
    const step = matchTotp(op.totp_secret, input.totp_code, clock.now());
    if (step === null || !(await operatorRepo.useTotpStep(db, op.id, step))) {
      await failed(input, ctx, op, 'totp');
      throw fail.field('totp_code', 'totp_wrong');
    }
    // Told only to whoever passed both factors.
    if (op.status === 'disabled') {
      await failed(input, ctx, op, 'disabled');
      throw fail.forbidden('operator_disabled');
    }
    await throttle.clearAccount(throttleKey(input.email));
    const now = clock.now();
    const session = await db.transaction(async (tx) => {
      const s = await sessions.create(tx, op.id, ctx);
      await operatorRepo.touchLogin(tx, op.id, now);
      await recordAudit(tx, {
        operatorId: op.id,
        action: 'login',
        target: { type: 'operator', id: op.id },
        ctx,
        at: now,
      });
      return s;
    });
    return {
      ...toOperatorInfo({ ...op, last_login_at: now }),
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
    };
  }

  async function logout(p: OperatorPrincipal, ctx: RequestContext) {
    await db.transaction(async (tx) => {
      await sessions.revoke(tx, p.sessionId, 'logout');
      await recordAudit(tx, {
        operatorId: p.operatorId,
        action: 'logout',
        target: { type: 'operator', id: p.operatorId },
        ctx,
        at: clock.now(),
      });
    });
    return { ok: true as const };
  }

  async function me(p: OperatorPrincipal) {
    const op = await operatorRepo.byId(db, p.operatorId);
    if (!op) throw fail.unauthorized();
    return toOperatorInfo(op);
  }

  async function list() {
    return { items: (await operatorRepo.list(db)).map(toOperatorInfo) };
  }

  return { login, logout, me, list };
}
