import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepositAddress } from './DepositAddress';

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const REQUEST = `ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=${ADDRESS}&uint256=25500000`;

describe("the payment page's deposit address", () => {
  it('puts the wallet request in the QR and offers to open it in a wallet app, the address still shown', () => {
    render(<DepositAddress address={ADDRESS} request={REQUEST} />);
    expect(screen.getByTestId('pay-qr').getAttribute('data-value')).toBe(REQUEST);
    expect(screen.getByTestId('pay-open-wallet').getAttribute('href')).toBe(REQUEST);
    expect(screen.getByTestId('pay-address').textContent).toBe(ADDRESS);
  });

  it('holds the bare address where the network has no wallet request', () => {
    render(<DepositAddress address={ADDRESS} request={null} />);
    expect(screen.getByTestId('pay-qr').getAttribute('data-value')).toBe(ADDRESS);
    expect(screen.queryByTestId('pay-wallet-request')).toBeNull();
  });
});
