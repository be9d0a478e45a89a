import type { MessageBundle } from '../messageBundle';

/** Texts of the back office's networks page (/ops/networks), cn; merged into `ops`. */
const cn = {
  ops: {
    menu: { networks: '网络状态' },
    title: { networks: '网络状态' },
    networks: {
      intro: '每个链网络的节点是否应答、充值监听落后多少、有多少笔在等待确认。每 10 秒自动刷新。',
      checkedAt: '检查于 {{time}}',
      network: '网络',
      status: '状态',
      healthy: '正常',
      failing: '异常',
      failingSince: '自 {{time}} 起',
      lastOk: '上次应答 {{time}}',
      rail: { simulated: '模拟链', evm: 'EVM 节点' },
      confirmationsRequired: '确认数 {{n}}',
      head: '最新区块',
      noAnswer: '无应答',
      lag: '落后区块',
      lagUnknown: '充值监听落后最新区块多少，仅 EVM 节点可知',
      confirming: '确认中的充值',
      sendsWaiting: '待确认的链上转出',
      oldest: '最早 {{time}}',
      lastError: '最近错误',
      empty: '没有网络',
      nodes: '节点',
      nodeState: { in_use: '使用中', standby: '备用', failing: '无应答', set_aside: '已搁置' },
      nodeLagging: '落后 {{lag}} 个区块',
      nodeOtherChain: '链 ID 为 {{id}}，不是本网络的',
      nodeHead: '区块 {{head}}',
      senders: '发送账户余额',
      sender: { hot: '热钱包', gas_tank: '燃料账户' },
      threshold: '阈值 {{value}}',
      noThreshold: '未设阈值',
      low: '余额不足',
      lowSince: '自 {{time}} 起低于阈值',
      editThresholds: '设置阈值',
      thresholdsTitle: '{{network}} 的余额阈值',
      thresholdsHint:
        '余额低于阈值时，系统给所有运营人员发一封邮件并记入审计日志；恢复到阈值以上后再次低于阈值才会再提醒。留空则使用网络配置文件中的阈值。',
      settingsThreshold: '配置文件中的阈值：{{value}}',
      thresholdPlaceholder: '例如 1000 或 0.05',
      saveThresholds: '保存',
      thresholdsSaved: '阈值已保存',
    },
    audit: {
      actionLabel: {
        low_balance: '余额低于阈值',
        low_balance_recovered: '余额恢复',
        low_balance_thresholds_changed: '修改余额阈值',
      },
    },
  },
};

const en: typeof cn = {
  ops: {
    menu: { networks: 'Networks' },
    title: { networks: 'Networks' },
    networks: {
      intro:
        "Whether each chain network's node answers, how far the deposit watcher is behind, and what waits for confirmations. Refreshes every 10 s.",
      checkedAt: 'Checked at {{time}}',
      network: 'Network',
      status: 'Status',
      healthy: 'Healthy',
      failing: 'Failing',
      failingSince: 'since {{time}}',
      lastOk: 'Last answered {{time}}',
      rail: { simulated: 'Simulated', evm: 'EVM node' },
      confirmationsRequired: 'Confirmations: {{n}}',
      head: 'Head block',
      noAnswer: 'No answer',
      lag: 'Blocks behind',
      lagUnknown: 'How far the deposit watcher is behind the head: known on an EVM node only',
      confirming: 'Deposits confirming',
      sendsWaiting: 'Sends waiting',
      oldest: 'oldest {{time}}',
      lastError: 'Last error',
      empty: 'No networks',
      nodes: 'Nodes',
      nodeState: { in_use: 'In use', standby: 'Standby', failing: 'Not answering', set_aside: 'Set aside' },
      nodeLagging: '{{lag}} blocks behind',
      nodeOtherChain: "Chain id {{id}}: not this network's",
      nodeHead: 'Block {{head}}',
      senders: 'Sender balances',
      sender: { hot: 'Hot wallet', gas_tank: 'Gas tank' },
      threshold: 'threshold {{value}}',
      noThreshold: 'no threshold',
      low: 'Low',
      lowSince: 'Below its threshold since {{time}}',
      editThresholds: 'Thresholds',
      thresholdsTitle: 'Balance thresholds of {{network}}',
      thresholdsHint:
        'When a balance drops below its threshold, every operator is mailed and the audit log records it; it is told again only after the balance has recovered and dropped once more. Left empty: the threshold of the networks settings file.',
      settingsThreshold: 'Settings file: {{value}}',
      thresholdPlaceholder: 'e.g. 1000 or 0.05',
      saveThresholds: 'Save',
      thresholdsSaved: 'Thresholds saved',
    },
    audit: {
      actionLabel: {
        low_balance: 'Balance below threshold',
        low_balance_recovered: 'Balance recovered',
        low_balance_thresholds_changed: 'Balance thresholds changed',
      },
    },
  },
};

/** Merged into the back office's texts (the bundles are added deeply). */
export const opsNetworksBundle: MessageBundle = { cn, en };
