import type { Lang } from './messages-lang';

/** Answers only the server gives (the console shows the text it receives): not downloaded by the console. */
export const serverMessages = {
  mail_code_subject: { cn: '您的验证码', en: 'Your verification code' },
  mail_code_body: {
    cn: '您的验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本邮件。',
    en: 'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this mail.',
  },
  mail_team_invitation_subject: {
    cn: '邀请您加入 {merchant}',
    en: 'You are invited to join {merchant}',
  },
  mail_team_invitation_body: {
    cn: '{merchant} 邀请您以“{role}”角色加入其商户后台。请在 {hours} 小时内打开以下链接，设置您的姓名和密码：\n{link}\n链接只能使用一次。如非预期，请忽略本邮件。',
    en: '{merchant} invites you to its merchant console as {role}. Open this link within {hours} hours to set your name and password:\n{link}\nThe link works once. If you did not expect it, ignore this mail.',
  },
  // the built-in roles as an invitation names them (a merchant's own role goes by its own name)
  mail_team_role_owner: { cn: '所有者', en: 'Owner' },
  mail_team_role_admin: { cn: '管理员', en: 'Administrator' },
  mail_team_role_finance: { cn: '财务', en: 'Finance' },
  mail_team_role_operator: { cn: '运营', en: 'Operator' },
  mail_team_role_developer: { cn: '开发者', en: 'Developer' },
  mail_team_role_viewer: { cn: '只读成员', en: 'Viewer' },
  malformed_json: { cn: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  body_too_large: { cn: '请求体过大', en: 'The request body is too large' },
  unsupported_media_type: { cn: '不支持的内容类型', en: 'Unsupported content type' },
  bad_request: { cn: '请求错误', en: 'Bad request' },
  route_not_found: { cn: '请求地址错误', en: 'No such API endpoint' },
  method_not_allowed: { cn: '该地址不支持此请求方法', en: 'This address does not take this request method' },
  bad_url: { cn: '请求地址无效', en: 'The request address is not valid' },
  uri_too_long: { cn: '请求地址中的参数过长', en: 'A value in the request address is too long' },
  internal_error: { cn: '服务器内部错误', en: 'Internal server error' },
  logout_ok: { cn: '已退出登录', en: 'Logged out' },
  password_common: {
    cn: '该密码过于常见，请换一个更安全的密码',
    en: 'This password is too common, choose a safer one',
  },
  email_taken: { cn: '该邮箱已注册', en: 'This email is already registered' },
  code_wrong: { cn: '验证码错误', en: 'The verification code is wrong' },
  code_expired: {
    cn: '验证码已失效，请重新获取',
    en: 'The verification code has expired, request a new one',
  },
  totp_wrong: {
    cn: '动态验证码错误或已使用',
    en: 'The authenticator code is wrong or was already used',
  },
  totp_already_enabled: { cn: '已绑定谷歌验证器', en: 'An authenticator is already bound' },
  totp_not_enabled: { cn: '尚未绑定谷歌验证器', en: 'No authenticator is bound' },
  totp_setup_missing: {
    cn: '请先获取绑定二维码',
    en: 'Start the authenticator setup first',
  },
  password_wrong: { cn: '密码错误', en: 'The password is wrong' },
  unauthorized: { cn: '未授权，请登录', en: 'Not authorised, please log in' },
} as const satisfies Record<string, Record<Lang, string>>;
