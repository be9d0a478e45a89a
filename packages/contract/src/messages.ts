/**
 * Every user-facing message the API can produce, in both languages.
 * The server answers in the caller's language (Accept-Language); the console
 * uses the same catalogue to validate forms inline with identical wording.
 */
import type { apiKeyMessages } from './api-key-messages';
import type { bankFileMessages } from './bank-files/messages';
import type { collectionMessages } from './collection/messages';
import type { fiatMessages } from './fiat/messages';
import type { historyMessages } from './history/messages';
import type { kybMessages } from './kyb-messages';
import type { Lang } from './messages-lang';
import type { moneyPageMessages } from './money-page/messages';
import type { opsMessages } from './ops';
import type { payoutMessages } from './payout-messages';
import type { receivingMessages } from './receiving-messages';
import type { serverMessages } from './server-messages';
import type { settingsMessages } from './settings-messages';
import type { teamMessages } from './team/messages';
import type { webhookMessages } from './webhooks/messages';

export type { Lang } from './messages-lang';

const coreMessages = {
  // generic
  ok: { cn: '成功', en: 'OK' },
  required: { cn: '此项为必填项', en: 'This field is required' },
  wrong_type: { cn: '格式不正确', en: 'This value has the wrong type' },
  unknown_field: { cn: '不支持的字段', en: 'Unknown field' },
  too_short: { cn: '长度不能少于 {min} 个字符', en: 'Must be at least {min} characters' },
  too_long: { cn: '长度不能超过 {max} 个字符', en: 'Must be at most {max} characters' },
  number_too_small: { cn: '不能小于 {min}', en: 'Must be at least {min}' },
  number_too_large: { cn: '不能大于 {max}', en: 'Must be at most {max}' },
  invalid_value: { cn: '取值不正确', en: 'This value is not allowed' },
  invalid_chars: { cn: '包含不允许的字符', en: 'Contains characters that are not allowed' },
  validation_failed: { cn: '请检查填写的内容', en: 'Please check the highlighted fields' },
  not_found: { cn: '请求的资源不存在', en: 'The requested resource does not exist' },
  rate_limited: {
    cn: '操作过于频繁，请 {seconds} 秒后再试',
    en: 'Too many attempts, try again in {seconds} s',
  },
  session_revoked: { cn: '登录已失效，请重新登录', en: 'Your session has ended, please log in again' },
  merchant_disabled: { cn: '账户已被停用', en: 'This account has been disabled' },
  user_disabled: {
    cn: '您的账号已被停用，请联系商户管理员',
    en: 'Your user has been disabled; ask your admin',
  },
  permission_denied: {
    cn: '没有权限：此操作需要“{permission}”权限',
    en: 'No permission: this needs the “{permission}” permission',
  },
  // fields
  email_invalid: { cn: '请输入有效的邮箱地址', en: 'Enter a valid email address' },
  password_length: { cn: '密码长度需为 8-128 个字符', en: 'The password must be 8-128 characters long' },
  password_mismatch: { cn: '两次输入的密码不一致', en: 'The two passwords do not match' },
  merchant_name_invalid: {
    cn: "商户名称只能包含文字、数字、空格及 . , & ' ( ) - _",
    en: "The merchant name may contain letters, digits, spaces and . , & ' ( ) - _ only",
  },
  merchant_type_invalid: { cn: '请选择企业或个人', en: 'Choose enterprise or individual' },
  code_format: { cn: '验证码为 6 位数字', en: 'The code is 6 digits' },
  code_sent: { cn: '验证码已发送', en: 'The verification code has been sent' },
  totp_format: { cn: '动态验证码为 6 位数字', en: 'The authenticator code is 6 digits' },
  totp_required: { cn: '请输入谷歌验证器中的动态验证码', en: 'Enter the code from your authenticator' },
  totp_enabled: { cn: '谷歌验证器已绑定', en: 'Authenticator bound' },
  totp_disabled: { cn: '谷歌验证器已解绑', en: 'Authenticator removed' },
  login_failed: { cn: '邮箱或密码错误', en: 'Wrong email or password' },
  register_ok: { cn: '注册成功，请登录', en: 'Registered, please log in' },
  captcha_invalid: { cn: '人机验证未通过', en: 'The anti-bot check failed' },
} as const satisfies Record<string, Record<Lang, string>>;

type Catalogue = Record<string, Record<Lang, string>>;

/**
 * The messages known at run time: the core ones, and those of each area (settings, KYB, ops),
 * which its module registers when it loads. A console page that never loads an area does not
 * download its messages; the server loads every area.
 */
const catalogue: Catalogue = { ...coreMessages };

export function registerMessages<M extends Catalogue>(area: M): M {
  Object.assign(catalogue, area);
  return area;
}

export type MessageKey =
  | keyof typeof coreMessages
  | keyof typeof receivingMessages
  | keyof typeof serverMessages
  | keyof typeof settingsMessages
  | keyof typeof kybMessages
  | keyof typeof opsMessages
  | keyof typeof payoutMessages
  | keyof typeof apiKeyMessages
  | keyof typeof historyMessages
  | keyof typeof fiatMessages
  | keyof typeof bankFileMessages
  | keyof typeof collectionMessages
  | keyof typeof teamMessages
  | keyof typeof webhookMessages
  | keyof typeof moneyPageMessages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogue, key);
}

/** Renders a message in a language, filling `{name}` placeholders (an area not loaded shows the key). */
export function t(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const template: string = catalogue[key]?.[lang] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Maps an Accept-Language header or a stored preference onto cn or en (cn is the default). */
export function pickLang(value: string | null | undefined): Lang {
  if (!value) return 'cn';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  return 'cn';
}
