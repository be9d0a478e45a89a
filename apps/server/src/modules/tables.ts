/**
 * Who owns each table and view: the one module (or platform part, or rail) that reads and writes
 * it. Another module asks the owner's face (its index.ts) for what it needs, or reads a view the
 * owner defines. `table-ownership.test.ts` holds every module's SQL to this map.
 */
export type TableOwner =
  | 'api-keys'
  | 'bank-files'
  | 'collection'
  | 'auth'
  | 'collection'
  | 'crypto'
  | 'fiat'
  | 'history'
  | 'kyb'
  | 'sweeps'
  | 'ledger'
  | 'merchants'
  | 'ops'
  | 'payouts'
  | 'settings'
  | 'statements'
  | 'team'
  | 'webhooks'
  | 'platform/idempotency'
  | 'platform/mail'
  | 'platform/security-events'
  | 'rails/chain'
  | 'rails/bank';

export const tableOwners = {
  merchants: 'merchants',
  merchant_users: 'auth',
  sessions: 'auth',
  email_codes: 'auth',
  auth_failures: 'auth',
  recovery_codes: 'auth',
  dev_mailbox: 'platform/mail',
  security_events: 'platform/security-events',
  idempotency_keys: 'platform/idempotency',
  assets: 'crypto',
  networks: 'crypto',
  asset_networks: 'crypto',
  chain_cursors: 'crypto',
  receipt_orders: 'crypto',
  receipt_order_events: 'crypto',
  deposits: 'crypto',
  late_payments: 'crypto',
  receipt_settings: 'crypto',
  chain_sends: 'crypto',
  ledger_accounts: 'ledger',
  journal_entries: 'ledger',
  postings: 'ledger',
  sim_chain_blocks: 'rails/chain',
  sim_chain_transfers: 'rails/chain',
  evm_genesis: 'rails/chain',
  evm_sends: 'rails/chain',
  evm_send_attempts: 'rails/chain',
  sweeps: 'sweeps',
  sim_bank_transfers: 'rails/bank',
  sim_bank_credits: 'rails/bank',
  bank_files: 'rails/bank',
  bank_transfers: 'rails/bank',
  bank_file_entries: 'rails/bank',
  payment_passwords: 'settings',
  bank_accounts: 'settings',
  payees: 'settings',
  kyb_submissions: 'kyb',
  kyb_files: 'kyb',
  operators: 'ops',
  operator_sessions: 'ops',
  audit_log: 'ops',
  operator_idempotency_keys: 'ops',
  ops_file_links: 'ops',
  fx_quotes: 'payouts',
  payouts: 'payouts',
  bank_sends: 'payouts',
  platform_settings: 'ops',
  low_balance_thresholds: 'ops',
  low_balance_states: 'ops',
  api_keys: 'api-keys',
  history_rows: 'history',
  history_origin: 'history',
  fiat_currencies: 'fiat',
  fiat_references: 'fiat',
  fiat_topups: 'fiat',
  fiat_bank_credits: 'fiat',
  fiat_credit_cursor: 'fiat',
  collection_accounts: 'collection',
  collection_settings: 'collection',
  collection_imports: 'collection',
  team_roles: 'team',
  team_invitations: 'team',
  webhook_endpoints: 'webhooks',
  webhook_events: 'webhooks',
  webhook_deliveries: 'webhooks',
  webhook_attempts: 'webhooks',
  statements: 'statements',
  statement_assets: 'statements',
  statement_email_prefs: 'statements',
  statement_months: 'statements',
  statement_alerts: 'statements',
} as const satisfies Record<string, TableOwner>;

/** Views: read models an owner defines for the others (any module may read them; only the owner changes them). */
export const viewOwners = {
  merchant_standing: 'merchants',
  merchant_profiles: 'merchants',
  live_sessions: 'auth',
  user_profiles: 'auth',
  role_grants: 'team',
  live_api_keys: 'api-keys',
  saved_payees: 'settings',
  saved_bank_accounts: 'settings',
  platform_deposit_addresses: 'crypto',
  collection_transfers: 'crypto',
  collection_order_totals: 'crypto',
  account_balances: 'ledger',
  ledger_entries: 'ledger',
  ledger_lines: 'ledger',
  platform_setting_values: 'ops',
  operator_emails: 'ops',
  open_fiat_currencies: 'fiat',
  collection_deposit_addresses: 'collection',
} as const satisfies Record<string, TableOwner>;

export type TableName = keyof typeof tableOwners;
