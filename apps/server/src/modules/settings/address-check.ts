import { checksumAddress, isValidAddress } from '../../rails/chain/addresses';

/**
 * Full check of a payee address on its network's kind of chain, beyond the format the contract checks:
 * EVM addresses in mixed case must carry a valid EIP-55 checksum (all lower or all upper case
 * carry none); Tron addresses are base58check with the 0x41 prefix and a valid checksum.
 * Returns the form to store (EVM in its checksummed form, so that case does not make duplicates),
 * or null when the address is not valid.
 */
export function canonicalAddress(kind: 'evm' | 'tron', address: string): string | null {
  if (kind === 'evm') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return null;
    const hex = address.slice(2);
    const oneCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
    const checksummed = checksumAddress(`0x${hex.toLowerCase()}`);
    if (!oneCase && checksummed !== address) return null;
    return checksummed;
  }
  return isValidAddress('tron', address) ? address : null;
}
