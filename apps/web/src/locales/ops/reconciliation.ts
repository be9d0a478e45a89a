import type { MessageBundle } from '../messageBundle';

/** Texts of the back office's reconciliation page (/ops/reconciliation), cn; merged into `ops`. */
const cn = {
  ops: {
    menu: { reconciliation: '链上对账' },
    title: { reconciliation: '链上对账' },
    reconciliation: {
      intro:
        '按网络和币种比较链上持有（热钱包、Gas 钱包和尚未归集的充值地址）与账本记录的平台持有，逐项说明差额；无法说明的部分应为 0。',
      at: '核对于 {{time}}',
      network: '网络',
      asset: '币种',
      onChain: '链上持有',
      split: '钱包 {{wallets}} · {{count}} 个充值地址 {{deposits}}',
      ledger: '账本持有',
      difference: '差额',
      explained: '已说明',
      nothing: '无',
      item: {
        deposits_unconfirmed: '未确认的充值（{{count}} 笔）',
        sends_unbooked: '已上链未入账的转出（{{count}} 笔）',
        reorged_unresolved: '链重组撤回未处理的充值（{{count}} 笔）',
        sends_retaken: '已入账、被链重组撤回正在重发的转出（{{count}} 笔）',
      },
      unexplained: '未说明',
      agrees: '一致',
      check: '需核查',
      noAnswer: '节点未应答：{{error}}',
      notReconciled: '有未说明的差额或节点未应答，请核查',
      empty: '没有网络',
    },
  },
};

const en: typeof cn = {
  ops: {
    menu: { reconciliation: 'Chain reconciliation' },
    title: { reconciliation: 'Chain reconciliation' },
    reconciliation: {
      intro:
        'Per network and asset, what the chain holds (hot wallet, gas tank and deposit addresses not yet swept) against what the ledger says the platform holds, the difference explained item by item; what is left unexplained should be 0.',
      at: 'Checked at {{time}}',
      network: 'Network',
      asset: 'Asset',
      onChain: 'On chain',
      split: 'Wallets {{wallets}} · {{count}} deposit addresses {{deposits}}',
      ledger: 'In the ledger',
      difference: 'Difference',
      explained: 'Explained by',
      nothing: 'Nothing',
      item: {
        deposits_unconfirmed: 'Deposits not yet confirmed ({{count}})',
        sends_unbooked: 'Sends mined, not yet booked ({{count}})',
        reorged_unresolved: 'Reorganised deposits not resolved ({{count}})',
        sends_retaken: 'Booked sends taken back by a reorganisation, being sent again ({{count}})',
      },
      unexplained: 'Unexplained',
      agrees: 'Agrees',
      check: 'Check',
      noAnswer: 'The node did not answer: {{error}}',
      notReconciled: 'Something is unexplained or a node did not answer: check it',
      empty: 'No networks',
    },
  },
};

export const opsReconciliationBundle: MessageBundle = { cn, en };
