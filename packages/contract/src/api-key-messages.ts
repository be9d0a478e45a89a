import type { Lang } from './messages-lang';

/** Messages of API credentials: managing keys on the settings page and calls made with a key. */
export const apiKeyMessages = {
  api_key_scopes_required: { cn: '请至少选择一项权限', en: 'Choose at least one scope' },
  api_key_scope_invalid: {
    cn: '权限只能是 read、orders 或 payouts',
    en: 'A scope is one of read, orders and payouts',
  },
  ip_allow_invalid: {
    cn: '不是有效的 IPv4/IPv6 地址或 CIDR 网段（如 203.0.113.7 或 10.0.0.0/8）',
    en: 'Not a valid IPv4/IPv6 address or CIDR range (e.g. 203.0.113.7 or 10.0.0.0/8)',
  },
  ip_allow_too_many: { cn: 'IP 白名单最多 {max} 条', en: 'At most {max} entries in the IP allow-list' },
  api_key_nothing_to_update: {
    cn: '请填写新的名称或 IP 白名单',
    en: 'Give a new name or a new IP allow-list',
  },
  api_key_limit: {
    cn: '最多可同时拥有 {max} 个有效的 API 密钥，请先吊销不再使用的密钥',
    en: 'At most {max} active API keys: revoke one you no longer use first',
  },
  api_key_revoked: { cn: '该 API 密钥已吊销', en: 'This API key is revoked' },
  api_key_payouts_authenticator: {
    cn: '带 payouts 权限的 API 密钥需要先绑定谷歌验证器',
    en: 'A key with the payouts scope needs a bound authenticator',
  },
  // calls made with a key
  api_key_ip_not_allowed: {
    cn: '该 API 密钥不允许从此 IP 地址（{ip}）调用，请检查其 IP 白名单',
    en: 'This API key may not be used from {ip}: the address is not in its IP allow-list',
  },
  api_key_session_only: {
    cn: '该接口只接受登录会话，不能使用 API 密钥调用',
    en: 'This endpoint takes a login session only; an API key cannot call it',
  },
  api_key_scope_missing: {
    cn: '该 API 密钥没有此接口所需的 {scope} 权限',
    en: 'This API key lacks the "{scope}" scope this endpoint needs',
  },
} as const satisfies Record<string, Record<Lang, string>>;
