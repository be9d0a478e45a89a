// The auth module's public face: sign-up, login and sessions, and the users of merchants (which the
// team module reads and changes through it: userRepo, the owners' lock, sessions and recovery codes).
export { type ActiveSessions, activeSessions, type SessionRow } from './active-sessions';
export { consumeEmailCode, countWrongCode } from './email-codes';
export { recoveryCodes } from './recovery-codes';
export { authRoutes } from './routes';
export { type AuthService, authService } from './service';
export { revokeSessions, type SessionHolder } from './session-revocation';
export { type SessionStore, sessionStore } from './sessions';
export { type LoginThrottle, loginThrottle } from './throttle';
export { toUserInfo } from './user-info';
export { lockActiveUsersOfRole } from './user-locks';
export { type NewUser, type UserRow, type UserStatus, userRepo } from './users';
