import type { Lang } from './messages-lang';
import type { ApiRoute } from './route';

/** KYB verification: the merchant's submissions and their review. */
export const kybApi = {} as const satisfies Record<string, ApiRoute>;

export const kybMessages = {} as const satisfies Record<string, Record<Lang, string>>;
