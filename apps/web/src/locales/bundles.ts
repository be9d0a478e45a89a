import type { MessageBundleLoader } from './messageBundle';

/**
 * Every message bundle of the console, each loaded on demand (its own small chunk): route records
 * name the bundles their pages and titles need, and the router loads them with the route. This map
 * itself loads with the first route that names a bundle (never with /login).
 */
export const messageBundles = {
  shell: () => import('./shell/bundle').then((m) => m.shellBundle),
  receive: () => import('./receive/bundle').then((m) => m.receiveBundle),
  payouts: () => import('./payouts/bundle').then((m) => m.payoutBundle),
  settings: () => import('./settings/bundle').then((m) => m.settingsBundle),
  gates: () => import('./gates/bundle').then((m) => m.gatesBundle),
  kyb: () => import('./kyb/bundle').then((m) => m.kybBundle),
  ops: () => import('./ops/bundle').then((m) => m.opsBundle),
  opsTopups: () => import('./ops/topups').then((m) => m.opsTopupsBundle),
  opsBankFiles: () => import('./ops/bankFiles').then((m) => m.opsBankFilesBundle),
  opsNetworks: () => import('./ops/networks').then((m) => m.opsNetworksBundle),
  opsSweeps: () => import('./ops/sweeps').then((m) => m.opsSweepsBundle),
  opsReconciliation: () => import('./ops/reconciliation').then((m) => m.opsReconciliationBundle),
  opsStatementAlerts: () => import('./ops/statementAlerts').then((m) => m.opsStatementAlertsBundle),
  demo: () => import('./demo/bundle').then((m) => m.demoBundle),
  history: () => import('./history/bundle').then((m) => m.historyBundle),
  fiat: () => import('./fiat/bundle').then((m) => m.fiatBundle),
  fiatPayouts: () => import('./fiatPayouts/bundle').then((m) => m.fiatPayoutsBundle),
  collection: () => import('./collection/bundle').then((m) => m.collectionBundle),
  collectionPayer: () => import('./collection/payer').then((m) => m.collectionPayerBundle),
  webhooks: () => import('./webhooks/bundle').then((m) => m.webhooksBundle),
  money: () => import('./money/bundle').then((m) => m.moneyBundle),
  team: () => import('./team/bundle').then((m) => m.teamBundle),
  teamRoles: () => import('./team/roles').then((m) => m.teamRolesBundle),
  teamInvite: () => import('./team/invite').then((m) => m.teamInviteBundle),
  // route titles of the areas (a few words each): the shell's menu, tabs and search show them
  receiveTitles: () => import('./receive/routes').then((m) => m.receiveRouteTitles),
  payoutTitles: () => import('./payouts/routes').then((m) => m.payoutRouteTitles),
  kybTitles: () => import('./kyb/routes').then((m) => m.kybRouteTitles),
  historyTitles: () => import('./history/routes').then((m) => m.historyRouteTitles),
  fiatTitles: () => import('./fiat/routes').then((m) => m.fiatRouteTitles),
  collectionTitles: () => import('./collection/routes').then((m) => m.collectionRouteTitles),
  moneyTitles: () => import('./money/routes').then((m) => m.moneyRouteTitles),
  teamTitles: () => import('./team/routes').then((m) => m.teamRouteTitles),
} satisfies Record<string, MessageBundleLoader>;
