import type { Lang } from './messages-lang';

/** Messages of account settings: the server's answers and the forms' inline checks. */
export const settingsMessages = {
  // the merchant's time zone
  timezone_invalid: { cn: '请选择有效的时区', en: 'Choose a valid time zone' },
  // gates: a precondition the merchant can fix (HTTP 428)
  gate_authenticator_required: { cn: '请先绑定谷歌验证器', en: 'Bind your authenticator first' },
  gate_payment_password_required: { cn: '请先设置支付密码', en: 'Set your payment password first' },
  gate_kyb_required: { cn: '请先完成 KYB 认证', en: 'Complete KYB verification first' },
  // login password
  password_same: {
    cn: '新密码不能与当前密码相同',
    en: 'The new password must differ from the current one',
  },
  // recovery codes
  recovery_code_format: {
    cn: '恢复码格式为 xxxxx-xxxxx（10 位字母或数字）',
    en: 'A recovery code is 10 letters or digits, like xxxxx-xxxxx',
  },
  recovery_code_wrong: {
    cn: '恢复码错误或已使用',
    en: 'The recovery code is wrong or was already used',
  },
  // payment password
  payment_password_format: { cn: '支付密码为 6 位数字', en: 'The payment password is exactly 6 digits' },
  payment_password_wrong: {
    cn: '支付密码错误，还可尝试 {remaining} 次',
    en: 'The payment password is wrong; tries left: {remaining}',
  },
  payment_password_locked: {
    cn: '支付密码错误次数过多，已锁定，请 {minutes} 分钟后再试或重置支付密码',
    en: 'Too many wrong payment passwords: locked, try again in {minutes} min or reset it',
  },
  payment_password_exists: {
    cn: '已设置支付密码，请使用修改或重置',
    en: 'A payment password is already set; change or reset it instead',
  },
  // bank accounts
  account_number_invalid: {
    cn: '账号需为 4-34 位字母或数字',
    en: 'The account number is 4-34 letters or digits',
  },
  swift_invalid: {
    cn: 'SWIFT/BIC 格式不正确（8 或 11 位，如 HSBCHKHHXXX）',
    en: 'Not a valid SWIFT/BIC (8 or 11 characters, e.g. HSBCHKHHXXX)',
  },
  country_invalid: { cn: '请选择国家/地区', en: 'Choose a country or region' },
  currency_invalid: { cn: '请选择币种', en: 'Choose a currency' },
  postcode_invalid: {
    cn: '邮编格式与所选国家/地区不符',
    en: 'Not a valid postcode for the chosen country',
  },
  postcode_not_used: {
    cn: '该国家/地区不使用邮编，请留空',
    en: 'This country has no postcodes, leave it empty',
  },
  account_type_invalid: { cn: '请选择个人或企业账户', en: 'Choose personal or company' },
  bank_account_exists: {
    cn: '该银行账户已添加',
    en: 'This bank account is already saved',
  },
  bank_account_limit: {
    cn: '最多可添加 {max} 个银行账户',
    en: 'At most {max} bank accounts can be saved',
  },
  bank_account_default_needed: {
    cn: '需要保留一个默认账户，请将其他账户设为默认',
    en: 'One account must stay the default: make another one the default instead',
  },
  // payees
  address_checksum: {
    cn: '地址校验失败，请检查是否有输入错误',
    en: 'The address checksum does not match; check it for typos',
  },
  asset_not_on_network: {
    cn: '该币种不支持所选网络',
    en: 'This asset is not available on the chosen network',
  },
  payee_exists: { cn: '该网络下已保存此地址', en: 'This address is already saved for this network' },
  payee_limit: { cn: '最多可保存 {max} 个收款地址', en: 'At most {max} payees can be saved' },
  // sessions
  session_is_current: {
    cn: '不能在此结束当前会话，请使用退出登录',
    en: 'The current session cannot be ended here; log out instead',
  },
} as const satisfies Record<string, Record<Lang, string>>;
