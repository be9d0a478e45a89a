import { api } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { merchantOf, sessionOf } from '../../platform/request-context';
import { mount } from '../../platform/routing';
import { sendEmailCode } from './email-codes';
import type { AuthService } from './service';
import type { SessionStore } from './sessions';

/** Sign-up, login, logout, the merchant's info and its authenticator. */
export function authRoutes(app: FastifyInstance, deps: Deps, sessions: SessionStore, auth: AuthService) {
  const guard = sessions.authenticate;

  mount(app, api.sendCode, null, ({ body, ctx }) => sendEmailCode(deps, body.email, body.purpose, ctx.lang));
  mount(app, api.register, null, ({ body, ctx }) => auth.register(body, ctx));
  mount(app, api.login, null, ({ body, ctx }) => auth.login(body, ctx));
  mount(app, api.logout, guard, ({ req, ctx }) => auth.logout(sessionOf(req), ctx));
  mount(app, api.info, guard, ({ req }) => auth.info(merchantOf(req)));
  mount(app, api.totpSetup, guard, ({ req }) => auth.totpSetup(merchantOf(req)));
  mount(app, api.totpEnable, guard, ({ req, body, ctx }) => auth.totpEnable(merchantOf(req), body.code, ctx));
  mount(app, api.totpDisable, guard, ({ req, body, ctx }) => auth.totpDisable(merchantOf(req), body, ctx));
}
