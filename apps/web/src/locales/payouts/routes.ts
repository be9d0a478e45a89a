import type { MessageBundle } from '../messageBundle';

/** Titles of the payout routes: the menu, tabs and search need them before any page loads. */
export const payoutRouteCn = {
  route: {
    payout: {
      remittance: '汇款',
      remittanceCreate: '发起加密货币汇款',
      withdrawal: '提现至法币',
      withdrawalCreate: '发起提现',
    },
  },
};

export const payoutRouteEn: typeof payoutRouteCn = {
  route: {
    payout: {
      remittance: 'Remittance',
      remittanceCreate: 'New crypto remittance',
      withdrawal: 'Withdrawal to fiat',
      withdrawalCreate: 'New withdrawal',
    },
  },
};

export const payoutRouteTitles: MessageBundle = { cn: payoutRouteCn, en: payoutRouteEn };
