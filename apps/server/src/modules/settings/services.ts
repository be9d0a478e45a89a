import type { Deps } from '../../platform/deps';
import type { AuthService } from '../auth';
import type { Catalogue } from '../crypto';
import { bankAccountService } from './bank-accounts';
import { merchantSettingsService } from './merchant-settings';
import { payeeService } from './payees';
import { paymentPasswordService } from './payment-password';
import { sessionService } from './sessions';

/** The settings page's services, built once by the composition root (services.ts). */
export function settingsServices(deps: Deps, auth: AuthService, catalogue: () => Promise<Catalogue>) {
  return {
    paymentPassword: paymentPasswordService(deps, auth),
    bankAccounts: bankAccountService(deps),
    merchantSettings: merchantSettingsService(deps),
    payees: payeeService(deps, catalogue),
    activeSessions: sessionService(deps),
  };
}

export type SettingsServices = ReturnType<typeof settingsServices>;
