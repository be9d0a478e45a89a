import { type HDAccount, mnemonicToAccount } from 'viem/accounts';

/**
 * The platform's signing accounts on an EVM network derived from a mnemonic (EVM_SIGNER=mnemonic, `mnemonicCustody`), beside the
 * watch-only deposit branch m/44'/60'/0'/0/i (`AddressBook`):
 * - the hot wallet that sends refunds and remittances, m/44'/60'/0'/1/0 (`AddressBook.hotWallet`);
 * - the gas tank that funds deposit addresses' sweeps, m/44'/60'/0'/1/1;
 * - a deposit address's own key, m/44'/60'/0'/0/i, used only to sweep it.
 */
export function hotWalletAccount(mnemonic: string): HDAccount {
  return mnemonicToAccount(mnemonic, { accountIndex: 0, changeIndex: 1, addressIndex: 0 });
}

export function gasTankAccount(mnemonic: string): HDAccount {
  return mnemonicToAccount(mnemonic, { accountIndex: 0, changeIndex: 1, addressIndex: 1 });
}

export function depositAccount(mnemonic: string, index: bigint): HDAccount {
  return mnemonicToAccount(mnemonic, { accountIndex: 0, changeIndex: 0, addressIndex: Number(index) });
}

/** A payer's wallet on the development chain (`AddressBook.faucet`): it deploys the test tokens and holds them. */
export function devPayerAccount(mnemonic: string): HDAccount {
  return mnemonicToAccount(mnemonic, { accountIndex: 1, changeIndex: 0, addressIndex: 0 });
}

export function privateKeyOf(account: HDAccount): `0x${string}` {
  const key = account.getHdKey().privateKey;
  if (!key) throw new Error('the account has no private key');
  return `0x${Buffer.from(key).toString('hex')}`;
}
