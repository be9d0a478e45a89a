import type { MessageBundle } from '../../lib/messageBundle';

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
    },
  },
};

/** Merged into the back office's texts (the bundles are added deeply). */
export const opsNetworksBundle: MessageBundle = { cn, en };
