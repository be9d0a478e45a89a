/** The operators' back office: operator sessions, the audit log, the platform's settings. */
export { recordAudit } from './audit';
export { platformSettingOf, setPlatformSetting } from './platform-settings';
export { operatorSessions } from './sessions';
