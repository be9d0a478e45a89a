// The settings module's public face: security settings, payment password, bank accounts and payees.
export { canonicalAddress } from './address-check';
export { requireAuthenticator, requirePaymentPasswordSet, requireVerifiedKyb } from './gates';
export { verifyPaymentPassword } from './payment-password';
export { settingsRoutes } from './routes';
export { type SavedBankAccount, savedBankAccount } from './saved-bank-accounts';
export { type SettingsServices, settingsServices } from './services';
