import type { fiatPayoutsCn } from './cn';

/** Texts of the fiat account's remit tab (bank transfers) and its conversion to crypto, en. */
export const fiatPayoutsEn: typeof fiatPayoutsCn = {
  fiatPayouts: {
    remit: {
      formTitle: 'Send a bank transfer',
      accountPlaceholder: 'Choose a saved bank account',
      remarkPlaceholder: 'Optional, sent with the transfer',
      currency: 'Currency',
      account: 'Bank account',
      addAccount: 'No bank account in this currency yet: add one',
      amount: 'Amount',
      available: 'Available',
      remark: 'Remark',
      fee: 'Fee',
      total: 'Leaves your balance',
      next: 'Next',
      previewHint: 'Choose a bank account and an amount to see the fee and what leaves your balance',
      confirmTitle: 'Confirm bank transfer',
      confirm: 'Confirm transfer',
      created: 'Transfer submitted: the bank is processing it',
      listTitle: 'Bank transfers',
      reason: 'Remark / why it failed',
    },
    convert: {
      listTitle: 'Conversions',
      credited: 'Credited',
      formTitle: 'Fiat to crypto',
      intro:
        'Convert fiat into USDC / USDT at a quoted rate, credited to your crypto account. A quote is valid for 30 s.',
      asset: 'Receive',
      amount: 'Amount',
      confirmTitle: 'Confirm conversion',
      confirm: 'Confirm conversion',
      created: 'Converted: the crypto is in your account',
    },
  },
};
