import type { Lang } from './messages-lang';
import type { ApiRoute } from './route';

/** Account settings: payment password, bank accounts, payees, sessions, security log. */
export const settingsApi = {} as const satisfies Record<string, ApiRoute>;

export const settingsMessages = {} as const satisfies Record<string, Record<Lang, string>>;
