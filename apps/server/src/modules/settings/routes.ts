import { api } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { merchantOf, sessionOf } from '../../platform/request-context';
import { mount } from '../../platform/routing';
import type { AuthService, SessionStore } from '../auth';
import { listSecurityEvents } from './security-log';
import type { SettingsServices } from './services';

/** The settings page: the merchant's time zone, passwords, recovery codes, bank accounts, payees, sessions and the security log. */
export function settingsRoutes(
  app: FastifyInstance,
  deps: Deps,
  sessions: SessionStore,
  auth: AuthService,
  { paymentPassword, bankAccounts, payees, activeSessions, merchantSettings }: SettingsServices,
) {
  const guard = sessions.authenticate;
  const me = (req: Parameters<typeof merchantOf>[0]) => merchantOf(req).merchantId;
  const who = (req: Parameters<typeof merchantOf>[0]) => merchantOf(req);

  mount(app, api.securityStatus, guard, ({ req }) => paymentPassword.status(merchantOf(req).userId));
  mount(app, api.changePassword, guard, ({ req, body, ctx }) =>
    auth.changePassword(sessionOf(req), body, ctx),
  );
  mount(app, api.regenerateRecoveryCodes, guard, ({ req, body, ctx }) =>
    auth.regenerateRecoveryCodes(merchantOf(req), body.code, ctx),
  );

  mount(app, api.setPaymentPassword, guard, ({ req, body, ctx }) =>
    paymentPassword.set(merchantOf(req), body, ctx),
  );
  mount(app, api.changePaymentPassword, guard, ({ req, body, ctx }) =>
    paymentPassword.change(merchantOf(req), body, ctx),
  );
  mount(app, api.resetPaymentPassword, guard, ({ req, body, ctx }) =>
    paymentPassword.reset(merchantOf(req), body, ctx),
  );

  mount(app, api.merchantSettings, guard, ({ req }) => merchantSettings.get(me(req)));
  mount(app, api.setMerchantSettings, guard, ({ req, body }) => merchantSettings.set(me(req), body));
  mount(app, api.setOverpaymentSetting, guard, ({ req, body }) =>
    merchantSettings.setOverpayment(me(req), body),
  );

  mount(app, api.currencies, guard, () => bankAccounts.currencies());
  mount(app, api.listBankAccounts, guard, ({ req, query }) => bankAccounts.list(me(req), query));
  mount(app, api.getBankAccount, guard, ({ req, params }) => bankAccounts.get(me(req), params.id));
  mount(app, api.createBankAccount, guard, ({ req, body, ctx }) => bankAccounts.create(who(req), body, ctx));
  mount(app, api.updateBankAccount, guard, ({ req, params, body, ctx }) =>
    bankAccounts.update(who(req), params.id, body, ctx),
  );
  mount(app, api.setDefaultBankAccount, guard, ({ req, params, ctx }) =>
    bankAccounts.setDefault(who(req), params.id, ctx),
  );
  mount(app, api.deleteBankAccount, guard, ({ req, params, ctx }) =>
    bankAccounts.remove(who(req), params.id, ctx),
  );

  mount(app, api.listPayees, guard, ({ req, query }) => payees.list(me(req), query));
  mount(app, api.createPayee, guard, ({ req, body, ctx }) => payees.create(who(req), body, ctx));
  mount(app, api.updatePayee, guard, ({ req, params, body, ctx }) =>
    payees.update(who(req), params.id, body, ctx),
  );
  mount(app, api.deletePayee, guard, ({ req, params, ctx }) => payees.remove(who(req), params.id, ctx));

  mount(app, api.listSessions, guard, ({ req, query }) => activeSessions.list(sessionOf(req), query));
  mount(app, api.revokeSession, guard, ({ req, params, ctx }) =>
    activeSessions.revoke(sessionOf(req), params.id, ctx),
  );
  mount(app, api.revokeOtherSessions, guard, ({ req, ctx }) =>
    activeSessions.revokeOthers(sessionOf(req), ctx),
  );

  mount(app, api.securityEvents, guard, ({ req, query }) =>
    listSecurityEvents(deps.db, merchantOf(req), query),
  );
}
