/**
 * Every permission of the contract, named and described (cn), and the groups of the power page's
 * table. Nested the way i18next reads a dotted key: `team.perm.name.orders.read`.
 */
export const permissionsCn = {
  group: {
    account: '账户与总览',
    orders: '收款订单',
    collection: '批量收款',
    payouts: '付款与换汇',
    fiat: '法币账户',
    history: '交易记录',
    kyb: 'KYB 认证',
    settings: '账户设置',
    developers: '开发者',
    team: '团队',
  },
  name: {
    account: { own: '自己的登录与安全' },
    overview: { read: '查看账户总览' },
    orders: { read: '查看收款订单', create: '创建收款订单', refund: '退款与处理异常' },
    collection: { read: '查看批量收款', manage: '管理批量收款账户' },
    payouts: { read: '查看付款', create: '发起付款与提现' },
    conversions: { create: '换汇' },
    fiat: { read: '查看法币账户', topup: '法币充值' },
    history: { read: '查看交易记录', export: '导出交易记录' },
    kyb: { read: '查看 KYB', submit: '提交 KYB' },
    settings: {
      read: '查看账户设置',
      merchant: { write: '更改商户设置' },
      bank_accounts: { write: '管理银行账户' },
      payees: { write: '管理常用地址' },
    },
    api_keys: { manage: '管理 API 密钥' },
    webhooks: { manage: '管理 Webhook' },
    team: { read: '查看团队', manage: '管理成员与邀请', owners: '管理所有者' },
  },
  desc: {
    account: { own: '修改自己的密码、谷歌验证器、支付密码，查看自己的会话与安全日志' },
    overview: { read: '余额、近期动态与待办事项' },
    orders: {
      read: '收款订单列表与详情',
      create: '创建收款订单和付款链接',
      refund: '退款、接受或退回异常付款',
    },
    collection: { read: '批量收款账户与每月收款', manage: '创建、导入、停用收款账户' },
    payouts: { read: '付款与提现记录', create: '向地址付款、提现到法币（需支付密码与验证码）' },
    conversions: { create: '法币与数字货币互换' },
    fiat: { read: '法币余额与流水', topup: '提交法币充值' },
    history: { read: '全部资金流水', export: '导出 CSV / XLSX' },
    kyb: { read: '认证状态与历史', submit: '填写并提交认证资料' },
    settings: {
      read: '商户资料与设置',
      merchant: { write: '更改商户时区（对账单、资金流水与导出按此时区划分日期和月份）' },
      bank_accounts: { write: '添加、修改、删除提现银行账户' },
      payees: { write: '添加、修改、删除常用付款地址' },
    },
    api_keys: { manage: '创建、轮换、吊销 API 密钥' },
    webhooks: { manage: '设置回调地址与查看投递' },
    team: {
      read: '成员、角色与权限',
      manage: '邀请成员、更改角色、停用或移除成员',
      owners: '更改或移除其他所有者，授予所有者角色',
    },
  },
};

export const permissionsEn: typeof permissionsCn = {
  group: {
    account: 'Account and overview',
    orders: 'Receipt orders',
    collection: 'Batch collection',
    payouts: 'Payouts and conversions',
    fiat: 'Fiat account',
    history: 'Transaction history',
    kyb: 'KYB',
    settings: 'Settings',
    developers: 'Developers',
    team: 'Team',
  },
  name: {
    account: { own: 'Own login and security' },
    overview: { read: 'View the overview' },
    orders: { read: 'View receipt orders', create: 'Create receipt orders', refund: 'Refund and resolve' },
    collection: { read: 'View batch collection', manage: 'Manage collection accounts' },
    payouts: { read: 'View payouts', create: 'Pay out and withdraw' },
    conversions: { create: 'Convert' },
    fiat: { read: 'View the fiat account', topup: 'Top up fiat' },
    history: { read: 'View the history', export: 'Export the history' },
    kyb: { read: 'View KYB', submit: 'Submit KYB' },
    settings: {
      read: 'View settings',
      merchant: { write: 'Change the merchant’s settings' },
      bank_accounts: { write: 'Manage bank accounts' },
      payees: { write: 'Manage payees' },
    },
    api_keys: { manage: 'Manage API keys' },
    webhooks: { manage: 'Manage webhooks' },
    team: { read: 'View the team', manage: 'Manage members and invitations', owners: 'Manage owners' },
  },
  desc: {
    account: { own: 'Change one’s own password, authenticator and payment password; own sessions and log' },
    overview: { read: 'Balances, recent activity and to-dos' },
    orders: {
      read: 'Receipt orders and their details',
      create: 'Create receipt orders and payment links',
      refund: 'Refund, accept or return unexpected payments',
    },
    collection: {
      read: 'Collection accounts and monthly transfers',
      manage: 'Create, import and disable accounts',
    },
    payouts: {
      read: 'Remittances and withdrawals',
      create: 'Send to addresses and withdraw to fiat (payment password and code)',
    },
    conversions: { create: 'Convert between fiat and crypto' },
    fiat: { read: 'Fiat balances and movements', topup: 'Claim fiat top-ups' },
    history: { read: 'Every booked movement', export: 'Export to CSV / XLSX' },
    kyb: { read: 'Verification status and history', submit: 'Fill in and submit the verification' },
    settings: {
      read: 'The merchant’s profile and settings',
      merchant: {
        write:
          'Change the merchant’s time zone (statements, money flows and exports cut days and months in it)',
      },
      bank_accounts: { write: 'Add, edit and delete bank accounts for withdrawals' },
      payees: { write: 'Add, edit and delete saved payout addresses' },
    },
    api_keys: { manage: 'Create, rotate and revoke API keys' },
    webhooks: { manage: 'Set callback addresses and see deliveries' },
    team: {
      read: 'Members, roles and permissions',
      manage: 'Invite, change roles, disable or remove members',
      owners: 'Change or remove other owners, grant the owner role',
    },
  },
};
