// The ops module's public face: operators, their sessions and guard, the audit log, the platform's
// settings and the back office's routes.
export { type AuditDetail, type AuditRecord, recordAudit } from './audit';
export {
  type ChainReconciliationService,
  chainReconciliation,
  reconciliationText,
} from './chain-reconciliation';
export { type CliIO, runOpsCli } from './cli';
export { issueFileLink, type LinkedFile, linkedFile } from './file-links';
export { type LowBalanceThresholds, lowBalanceThresholds } from './low-balance-thresholds';
export { type LowBalanceWatch, lowBalanceWatch } from './low-balance-watch';
export { type OperatorAdmin, operatorAdmin } from './operator-admin';
export { operatorEmailsOf } from './operator-emails';
export { type PlatformSetting, platformSettingOf, setPlatformSetting } from './platform-settings';
export { type OpsUses, opsRoutes } from './routes';
export { type OperatorSessions, operatorSessions } from './sessions';
