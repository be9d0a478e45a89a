/**
 * Money-moving routes, declared once each through `mountMoneyRoute`: who may call them, the checks
 * they take, their effect. Idempotency, group commit of prepared effects and the confirmation of a
 * caller answered from memory live inside this module.
 */
export type { ConfirmedAuthenticate } from '../authentication';
export {
  alwaysChecked,
  type MoneyCaller,
  merchantCaller,
  operatorCaller,
  type SessionAuthentication,
} from './callers';
export { IDEMPOTENCY_KEY_RE, IDEMPOTENCY_TTL_MS, purgeIdempotencyKeys, requestHash } from './idempotency';
export type { InsertRow, PgType, TypedValue } from './insert-rows';
export { insertRows } from './insert-rows';
export {
  type MoneyRoute,
  mountMoneyRoute,
  type PreparedEffect,
  type SecurityChecks,
} from './mount';
export type { PrincipalConfirmation } from './principal-confirmation';
export { readTogether } from './shared-reads';
export { idempotencyKeyOf, onceForUpload } from './uploads';
