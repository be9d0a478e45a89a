import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Eip1193Provider } from './provider';
import { transferCallData } from './tokenTransfer';
import { WalletPayButton } from './WalletPayButton';

const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const TO = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const PAYER = '0x8e23ee67d1332ad560396262c48ffbb01f93d052';
const REQUEST = `ethereum:${TOKEN}@31337/transfer?address=${TO}&uint256=25500000`;

type Calls = { method: string; params?: unknown[] }[];

/** A wallet on `chain` whose answers to some methods are given (a thrown object for a refusal). */
function wallet(chain: string, answers: Record<string, () => unknown> = {}): Calls {
  const calls: Calls = [];
  let current = chain;
  const provider: Eip1193Provider = {
    async request(args) {
      calls.push(args);
      const answer = answers[args.method];
      if (answer) return answer();
      if (args.method === 'eth_requestAccounts') return [PAYER];
      if (args.method === 'eth_chainId') return current;
      if (args.method === 'wallet_switchEthereumChain') {
        current = (args.params?.[0] as { chainId: string } | undefined)?.chainId ?? current;
        return null;
      }
      if (args.method === 'eth_sendTransaction') return `0x${'ab'.repeat(32)}`;
      throw { code: 4200, message: 'unsupported' };
    },
  };
  (window as { ethereum?: unknown }).ethereum = provider;
  return calls;
}

const refuse = (code: number) => () => {
  throw { code, message: 'refused' };
};

async function outcome(): Promise<string | null> {
  fireEvent.click(screen.getByTestId('pay-wallet-button'));
  await waitFor(() => expect(screen.getByTestId('pay-wallet-outcome')).toBeTruthy());
  return screen.getByTestId('pay-wallet-outcome').getAttribute('data-outcome');
}

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('paying from a browser wallet', () => {
  it('moves the wallet to the order’s chain and asks it to send the token transfer', async () => {
    const calls = wallet('0x1');
    render(<WalletPayButton request={REQUEST} />);
    expect(await outcome()).toBe('sent');
    expect(calls.map((c) => c.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_chainId',
      'eth_sendTransaction',
    ]);
    expect(calls[2]?.params).toEqual([{ chainId: '0x7a69' }]);
    expect(calls[4]?.params).toEqual([{ from: PAYER, to: TOKEN, data: transferCallData(TO, 25_500_000n) }]);
    expect(screen.getByTestId('pay-wallet-button').hasAttribute('disabled')).toBe(true);
  });

  it('says so when the payer declines, the wallet lacks the chain, or stays on another', async () => {
    wallet('0x7a69', { eth_sendTransaction: refuse(4001) });
    const { unmount } = render(<WalletPayButton request={REQUEST} />);
    expect(await outcome()).toBe('declined');
    unmount();
    wallet('0x1', { wallet_switchEthereumChain: refuse(4902) });
    const second = render(<WalletPayButton request={REQUEST} />);
    expect(await outcome()).toBe('unknownChain');
    expect(screen.getByTestId('pay-wallet-outcome').textContent).toContain('31337');
    second.unmount();
    wallet('0x1', { wallet_switchEthereumChain: () => null });
    render(<WalletPayButton request={REQUEST} />);
    expect(await outcome()).toBe('wrongChain');
  });

  it('is not offered without a browser wallet, or when the request leaves the amount to the payer', () => {
    const { unmount } = render(<WalletPayButton request={REQUEST} />);
    expect(screen.queryByTestId('pay-wallet-button')).toBeNull();
    unmount();
    wallet('0x7a69');
    render(<WalletPayButton request={`ethereum:${TOKEN}@31337/transfer?address=${TO}`} />);
    expect(screen.queryByTestId('pay-wallet-button')).toBeNull();
  });
});
