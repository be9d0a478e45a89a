/**
 * Every user-facing message the API can produce, in both languages.
 * The server answers in the caller's language (Accept-Language); the console
 * uses the same catalogue to validate forms inline with identical wording.
 */
import { kybMessages } from './kyb';
import type { Lang } from './messages-lang';
import { opsMessages } from './ops';
import { settingsMessages } from './settings';

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
  malformed_json: { cn: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  body_too_large: { cn: '请求体过大', en: 'The request body is too large' },
  unsupported_media_type: { cn: '不支持的内容类型', en: 'Unsupported content type' },
  bad_request: { cn: '请求错误', en: 'Bad request' },
  validation_failed: { cn: '请检查填写的内容', en: 'Please check the highlighted fields' },
  not_found: { cn: '请求的资源不存在', en: 'The requested resource does not exist' },
  route_not_found: { cn: '请求地址错误', en: 'No such API endpoint' },
  internal_error: { cn: '服务器内部错误', en: 'Internal server error' },
  rate_limited: {
    cn: '操作过于频繁，请 {seconds} 秒后再试',
    en: 'Too many attempts, try again in {seconds} s',
  },
  unauthorized: { cn: '未授权，请登录', en: 'Not authorised, please log in' },
  session_revoked: { cn: '登录已失效，请重新登录', en: 'Your session has ended, please log in again' },
  merchant_disabled: { cn: '账户已被停用', en: 'This account has been disabled' },
  // money
  amount_invalid: { cn: '请输入正确的数字', en: 'Must be a correct number' },
  amount_precision: { cn: '小数位数不能超过 {decimals} 位', en: 'At most {decimals} decimal places' },
  amount_too_small: { cn: '金额不能低于 {min}', en: 'The amount must be at least {min}' },
  amount_too_large: { cn: '金额过大', en: 'The amount is too large' },
  kyb_limit: {
    cn: '未完成 KYB 认证的商户单笔交易限额为 900 USD',
    en: 'Until KYB is verified, an order may be at most 900 USD',
  },
  insufficient_balance: { cn: '超出可用余额', en: 'Exceeds the available balance' },
  asset_invalid: { cn: '请选择币种', en: 'Choose an asset' },
  network_invalid: { cn: '请选择网络', en: 'Choose a network' },
  date_invalid: { cn: '日期格式不正确', en: 'Not a valid date' },
  order_no_invalid: {
    cn: '订单号只能包含字母、数字及 _ . -',
    en: 'The order number may contain letters, digits and _ . - only',
  },
  order_no_taken: { cn: '该商户订单号已存在', en: 'This merchant order number is already used' },
  order_not_cancellable: {
    cn: '只有未收到任何付款的待支付订单可以取消',
    en: 'Only an unpaid order that has received nothing can be cancelled',
  },
  order_not_exception: { cn: '该订单不是异常状态', en: 'This order is not in exception' },
  address_invalid: { cn: '该网络的地址格式不正确', en: 'Not a valid address for this network' },
  refund_too_small: {
    cn: '到账金额不足以支付网络手续费，无法退款',
    en: 'What arrived does not cover the network fee, so it cannot be refunded',
  },
  idempotency_key_missing: {
    cn: '缺少 Idempotency-Key 请求头',
    en: 'The Idempotency-Key header is required for this request',
  },
  idempotency_key_invalid: {
    cn: 'Idempotency-Key 需为 8-64 位字母、数字、- 或 _',
    en: 'The Idempotency-Key must be 8-64 letters, digits, - or _',
  },
  idempotency_key_reused: {
    cn: '该 Idempotency-Key 已用于另一个请求',
    en: 'This Idempotency-Key was already used for a different request',
  },
  idempotency_in_progress: {
    cn: '相同的请求正在处理中，请稍后重试',
    en: 'The same request is still being processed, retry shortly',
  },
  // fields
  email_invalid: { cn: '请输入有效的邮箱地址', en: 'Enter a valid email address' },
  email_taken: { cn: '该邮箱已注册', en: 'This email is already registered' },
  password_length: { cn: '密码长度需为 8-128 个字符', en: 'The password must be 8-128 characters long' },
  password_common: {
    cn: '该密码过于常见，请换一个更安全的密码',
    en: 'This password is too common, choose a safer one',
  },
  password_mismatch: { cn: '两次输入的密码不一致', en: 'The two passwords do not match' },
  merchant_name_invalid: {
    cn: "商户名称只能包含文字、数字、空格及 . , & ' ( ) - _",
    en: "The merchant name may contain letters, digits, spaces and . , & ' ( ) - _ only",
  },
  merchant_type_invalid: { cn: '请选择企业或个人', en: 'Choose enterprise or individual' },
  code_format: { cn: '验证码为 6 位数字', en: 'The code is 6 digits' },
  code_wrong: { cn: '验证码错误', en: 'The verification code is wrong' },
  code_expired: {
    cn: '验证码已失效，请重新获取',
    en: 'The verification code has expired, request a new one',
  },
  code_sent: { cn: '验证码已发送', en: 'The verification code has been sent' },
  totp_format: { cn: '动态验证码为 6 位数字', en: 'The authenticator code is 6 digits' },
  totp_wrong: {
    cn: '动态验证码错误或已使用',
    en: 'The authenticator code is wrong or was already used',
  },
  totp_required: { cn: '请输入谷歌验证器中的动态验证码', en: 'Enter the code from your authenticator' },
  totp_already_enabled: { cn: '已绑定谷歌验证器', en: 'An authenticator is already bound' },
  totp_not_enabled: { cn: '尚未绑定谷歌验证器', en: 'No authenticator is bound' },
  totp_setup_missing: {
    cn: '请先获取绑定二维码',
    en: 'Start the authenticator setup first',
  },
  totp_enabled: { cn: '谷歌验证器已绑定', en: 'Authenticator bound' },
  totp_disabled: { cn: '谷歌验证器已解绑', en: 'Authenticator removed' },
  login_failed: { cn: '邮箱或密码错误', en: 'Wrong email or password' },
  password_wrong: { cn: '密码错误', en: 'The password is wrong' },
  register_ok: { cn: '注册成功，请登录', en: 'Registered, please log in' },
  logout_ok: { cn: '已退出登录', en: 'Logged out' },
  captcha_invalid: { cn: '人机验证未通过', en: 'The anti-bot check failed' },
  mail_code_subject: { cn: '您的验证码', en: 'Your verification code' },
  mail_code_body: {
    cn: '您的验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本邮件。',
    en: 'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this mail.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export const messages = { ...coreMessages, ...settingsMessages, ...kybMessages, ...opsMessages } as const;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/** Renders a message in a language, filling `{name}` placeholders. */
export function t(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const template: string = messages[key][lang];
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
