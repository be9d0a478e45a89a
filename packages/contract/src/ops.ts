import type { Lang } from './messages-lang';
import type { ApiRoute } from './route';

/** The operators' back office. */
export const opsApi = {} as const satisfies Record<string, ApiRoute>;

export const opsMessages = {} as const satisfies Record<string, Record<Lang, string>>;
