/** Messages of the team: users, roles, invitations and permissions. */
export const teamMessages = {
  permission_invalid: { cn: '未知的权限', en: 'Unknown permission' },
  team_role_invalid: { cn: '请选择有效的角色', en: 'Choose a valid role' },
  team_role_not_grantable: {
    cn: '不能授予自己没有的权限（{permission}）',
    en: 'You cannot grant a permission you do not have ({permission})',
  },
  team_email_taken: { cn: '该邮箱已是成员或已被邀请', en: 'This email is already a member or invited' },
  team_invitation_email_in_use: {
    cn: '该邮箱已是另一商户的账号，一个账号只能属于一个商户：请让邀请方改用其他邮箱邀请您',
    en: 'This address already signs in to another merchant’s account, and an account belongs to one merchant: ask to be invited with another address',
  },
  team_member_not_found: { cn: '成员不存在', en: 'No such member' },
  team_owner_protected: {
    cn: '只有所有者可以更改或移除所有者',
    en: 'Only an owner can change or remove an owner',
  },
  team_last_owner: {
    cn: '商户至少需要一位有效的所有者',
    en: 'The merchant needs at least one active owner',
  },
  team_not_invited: { cn: '该成员已接受邀请', en: 'This member has already accepted the invitation' },
  team_invited_status: {
    cn: '邀请尚未被接受，可撤回邀请',
    en: 'The invitation is not accepted yet; withdraw it instead',
  },
  team_self_change: {
    cn: '不能更改自己的角色或状态',
    en: 'You cannot change your own role or status',
  },
  team_invitation_invalid: {
    cn: '邀请链接无效或已过期，请联系管理员重新发送',
    en: 'The invitation link is invalid or has expired; ask for a new one',
  },
  team_authenticator_setup_missing: {
    cn: '请先扫描二维码绑定谷歌验证器',
    en: 'Scan the QR code to bind an authenticator first',
  },
  team_authenticator_not_required: {
    cn: '该角色无需绑定谷歌验证器',
    en: 'This role does not require an authenticator',
  },
  team_role_requires_authenticator: {
    cn: '您的角色要求绑定谷歌验证器，不能解绑',
    en: 'Your role requires an authenticator; it cannot be removed',
  },
} as const;
