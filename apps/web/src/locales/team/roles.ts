import type { BuiltinRole } from '@mc/contract';
import type { MessageBundle } from '../messageBundle';

type RoleTexts = Record<BuiltinRole, string>;

/** The built-in roles' names and one-line descriptions: the power page and the invitation page show them. */
const rolesCn: { teamRole: { name: RoleTexts; desc: RoleTexts } } = {
  teamRole: {
    name: {
      owner: '所有者',
      admin: '管理员',
      finance: '财务',
      operator: '运营',
      developer: '开发者',
      viewer: '只读成员',
    },
    desc: {
      owner: '全部权限，包括管理其他所有者',
      admin: '除管理所有者外的全部权限，须绑定谷歌验证器',
      finance: '付款、换汇、法币充值、退款与导出记录，管理银行账户和常用地址，须绑定谷歌验证器',
      operator: '创建收款订单、管理批量收款，查看记录',
      developer: '管理 API 密钥与 Webhook，查看数据，须绑定谷歌验证器',
      viewer: '只能查看，不能操作',
    },
  },
};

const rolesEn: typeof rolesCn = {
  teamRole: {
    name: {
      owner: 'Owner',
      admin: 'Administrator',
      finance: 'Finance',
      operator: 'Operator',
      developer: 'Developer',
      viewer: 'Viewer',
    },
    desc: {
      owner: 'Everything, including managing other owners',
      admin: 'Everything except managing owners; requires an authenticator',
      finance:
        'Payouts, conversions, top-ups, refunds and exports, bank accounts and payees; requires an authenticator',
      operator: 'Creates receipt orders, manages batch collection, reads the records',
      developer: 'Manages API keys and webhooks, reads the data; requires an authenticator',
      viewer: 'Reads everything, changes nothing',
    },
  },
};

export const teamRolesBundle: MessageBundle = { cn: rolesCn, en: rolesEn };
