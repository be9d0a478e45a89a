/** The scopes an API key of the Merchant API may hold. */
export const apiScopes = ['read', 'orders', 'payouts', 'webhooks'] as const;
/**
 * read: lists and details of orders, payouts and balances; orders: create, cancel and resolve
 * receipt orders; payouts: remittances and withdrawals to fiat (the key stands in for the payment
 * password and the authenticator code; verified KYB and operator approval still apply); webhooks:
 * webhook endpoints (add, change, rotate the secret, disable, delete, test) and their deliveries
 * (list, read, resend).
 */
export type ApiScope = (typeof apiScopes)[number];
