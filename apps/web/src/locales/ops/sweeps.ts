import type { MessageBundle } from '../messageBundle';

/** Texts of the back office's sweeps page (/ops/sweeps), cn; merged into `ops`. */
const cn = {
  ops: {
    menu: { sweeps: '资金归集' },
    title: { sweeps: '资金归集' },
    sweeps: {
      intro:
        'EVM 网络（如 ERC20）充值地址上的代币达到归集门槛后，整笔转入平台热钱包；地址上链的原生币不足时先由 Gas 钱包补足手续费。',
      sweep: '归集',
      created: '发起时间',
      network: '网络',
      asset: '币种',
      address: '充值地址',
      amount: '归集金额',
      status: '状态',
      gas: 'Gas（ETH）',
      gasFunded: '补充',
      gasNotFunded: '无需补充',
      fees: '手续费',
      hashes: '交易哈希',
      fundingHash: 'Gas',
      sweepHash: '归集',
      failure: '失败原因',
      confirmedAt: '完成于 {{time}}',
      search: '充值地址（部分即可）',
      allStatuses: '全部状态',
      allNetworks: '全部网络',
      allAssets: '全部币种',
      statusLabel: {
        funding: '补充 Gas 中',
        sending: '归集中',
        confirmed: '已完成',
        failed: '失败',
      },
      empty:
        '还没有归集记录。充值地址收到的代币达到门槛后，系统会自动把它们归集到热钱包，每一笔都会列在这里。',
      emptyFiltered: '没有符合筛选条件的归集',
    },
  },
};

const en: typeof cn = {
  ops: {
    menu: { sweeps: 'Sweeps' },
    title: { sweeps: 'Sweeps' },
    sweeps: {
      intro:
        "Tokens on the EVM networks' (e.g. ERC20) deposit addresses are swept whole to the platform's hot wallet once they reach the threshold; an address short of its chain's coin gets its gas from the gas tank first.",
      sweep: 'Sweep',
      created: 'Created',
      network: 'Network',
      asset: 'Asset',
      address: 'Deposit address',
      amount: 'Amount',
      status: 'Status',
      gas: 'Gas (ETH)',
      gasFunded: 'Funded',
      gasNotFunded: 'Not needed',
      fees: 'Fees',
      hashes: 'Transactions',
      fundingHash: 'Gas',
      sweepHash: 'Sweep',
      failure: 'Failure',
      confirmedAt: 'Confirmed {{time}}',
      search: 'Deposit address (any part)',
      allStatuses: 'All statuses',
      allNetworks: 'All networks',
      allAssets: 'All assets',
      statusLabel: {
        funding: 'Funding gas',
        sending: 'Sending',
        confirmed: 'Confirmed',
        failed: 'Failed',
      },
      empty:
        'No sweeps yet. Once the tokens on a deposit address reach the threshold, they are swept to the hot wallet by themselves, and each sweep is listed here.',
      emptyFiltered: 'No sweeps match these filters',
    },
  },
};

/** Merged into the back office's texts (the bundles are added deeply). */
export const opsSweepsBundle: MessageBundle = { cn, en };
