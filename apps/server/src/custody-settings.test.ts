import { english, generateMnemonic } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC, loadConfig, mnemonicOf } from './config';
import { accountXpubOf } from './rails/chain/addresses';

const own = generateMnemonic(english);
const xpub = accountXpubOf(own);
const evm = {
  CHAIN_RAIL: 'evm',
  EVM_RPC_URL: 'http://127.0.0.1:8545',
  EVM_CHAIN_ID: '1',
  EVM_TOKENS: `USDC:0x${'a'.repeat(40)}`,
};
const keystore = {
  EVM_SIGNER: 'keystore',
  EVM_HOT_KEYSTORE: '/keys/hot.json',
  EVM_HOT_KEYSTORE_PASSPHRASE_FILE: '/keys/hot.pass',
  EVM_GAS_TANK_KEYSTORE: '/keys/gas.json',
  EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE: '/keys/gas.pass',
};
const remote = {
  EVM_SIGNER: 'remote',
  EVM_SIGNER_URL: 'http://signer.internal:9000',
  EVM_HOT_ADDRESS: `0x${'1'.repeat(40)}`,
  EVM_GAS_TANK_ADDRESS: `0x${'2'.repeat(40)}`,
};
const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...env });

describe('custody settings', () => {
  it('outside production, the public test mnemonic signs unless another is set', () => {
    const config = loadConfig({ NODE_ENV: 'development', ...evm });
    expect(config.EVM_SIGNER).toBe('mnemonic');
    expect(mnemonicOf(config)).toBe(DEV_MNEMONIC);
    expect(mnemonicOf(loadConfig({ NODE_ENV: 'test', CHAIN_MNEMONIC: own }))).toBe(own);
  });

  it('production refuses the public test mnemonic, whatever else is set', () => {
    expect(production({ CHAIN_MNEMONIC: DEV_MNEMONIC, CHAIN_ALLOW_PLAIN_MNEMONIC: 'true' })).toThrow(
      /CHAIN_MNEMONIC: CHAIN_MNEMONIC is the public test mnemonic/,
    );
    expect(production({ CHAIN_MNEMONIC: ` ${DEV_MNEMONIC.replaceAll(' ', '  ')}\n` })).toThrow(
      /public test mnemonic/,
    );
  });

  it('production refuses a plain CHAIN_MNEMONIC unless CHAIN_ALLOW_PLAIN_MNEMONIC=true', () => {
    expect(production({ CHAIN_MNEMONIC: own, ...evm })).toThrow(
      /CHAIN_MNEMONIC: CHAIN_MNEMONIC puts every key in the environment: .*CHAIN_ALLOW_PLAIN_MNEMONIC=true/,
    );
    expect(production({ CHAIN_MNEMONIC: own, CHAIN_ALLOW_PLAIN_MNEMONIC: 'false' })).toThrow(
      /CHAIN_MNEMONIC/,
    );
    expect(
      production({ CHAIN_MNEMONIC: own, CHAIN_ALLOW_PLAIN_MNEMONIC: 'true', ...evm })().CHAIN_MNEMONIC,
    ).toBe(own);
  });

  it("production on an EVM node without a mnemonic needs a keystore or a remote signer, and the deposits' xpub", () => {
    expect(production({ ...evm })).toThrow(
      /EVM_SIGNER: EVM_SIGNER=mnemonic signs with CHAIN_MNEMONIC, which is unset/,
    );
    expect(production({ ...evm, ...keystore })).toThrow(
      /EVM_DEPOSIT_XPUB: EVM_DEPOSIT_XPUB is needed in production without CHAIN_MNEMONIC/,
    );
    expect(production({ ...evm, ...remote, EVM_DEPOSIT_XPUB: xpub })().EVM_SIGNER).toBe('remote');
    expect(
      production({ ...evm, ...keystore, EVM_SIGNER_URL: remote.EVM_SIGNER_URL, EVM_DEPOSIT_XPUB: xpub })()
        .EVM_SIGNER_URL,
    ).toBe(remote.EVM_SIGNER_URL);
    // the simulated networks alone hold no keys: production starts without any
    expect(production({})().CHAIN_MNEMONIC).toBeUndefined();
  });

  it('a keystore needs both files of each account; with an xpub, a remote signer for the deposit addresses', () => {
    const { EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE: _, ...lacking } = keystore;
    expect(() => loadConfig({ NODE_ENV: 'test', ...lacking })).toThrow(
      /EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE: EVM_GAS_TANK_KEYSTORE_PASSPHRASE_FILE is needed with EVM_SIGNER=keystore/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ...keystore, EVM_DEPOSIT_XPUB: xpub })).toThrow(
      /EVM_SIGNER_URL: EVM_SIGNER_URL is needed with EVM_SIGNER=keystore and EVM_DEPOSIT_XPUB: the server holds no deposit address key/,
    );
  });

  it('a remote signer needs its address and the accounts it signs for', () => {
    for (const name of ['EVM_SIGNER_URL', 'EVM_HOT_ADDRESS', 'EVM_GAS_TANK_ADDRESS'] as const) {
      const { [name]: _, ...lacking } = remote;
      expect(() => loadConfig({ NODE_ENV: 'test', ...lacking })).toThrow(
        new RegExp(`${name}: ${name} is needed with EVM_SIGNER=remote`),
      );
    }
    expect(() => loadConfig({ NODE_ENV: 'test', ...remote, EVM_HOT_ADDRESS: '0x12' })).toThrow(
      /EVM_HOT_ADDRESS: EVM_HOT_ADDRESS is an EVM address/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ...remote, EVM_SIGNER_URL: 'signer:9000' })).toThrow(
      /EVM_SIGNER_URL: EVM_SIGNER_URL is the signer's JSON-RPC address/,
    );
  });
});
