import { QRCodeSVG } from '@rc-component/qrcode';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DepositAddress } from './DepositAddress';
import { adoptDrawnQrCodes, qrDrawing } from './qrDrawing';

const ADDRESS = 'TQ4zYxdGJ7c4bY1cYwQkP9hT2mS8eR3uVx';
const REQUEST = `ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=0x71C7656EC7ab88b098defB751B7401B5f6d8976F&uint256=25500000`;

describe("the deposit's QR code", () => {
  it.each([ADDRESS, REQUEST])('draws what the kit draws at level M (%s)', (value) => {
    const kit = renderToStaticMarkup(
      <QRCodeSVG value={value} size={184} level="M" role="img" aria-label="x" />,
    );
    render(<DepositAddress address={value} request={null} />);
    const drawn = screen.getByTestId('pay-qr').querySelector('svg');
    // the same modules, size and markup: a phone scans the same code
    expect(drawn?.outerHTML.replace(/shape-rendering/g, 'shapeRendering')).toBe(
      kit.replace(/shape-rendering/g, 'shapeRendering').replace('aria-label="x"', 'aria-label="收款地址"'),
    );
  });

  it('is worked out once per value', () => {
    const first = qrDrawing(REQUEST);
    expect(qrDrawing(REQUEST)).toBe(first);
    expect(first.path).toMatch(/^M/);
  });

  it('takes the code the server drew instead of working it out again', () => {
    const value = 'TAdoptedByTheBrowser000000000000001';
    const page = document.createElement('div');
    page.innerHTML = renderToStaticMarkup(<DepositAddress address={value} request={null} />);
    // a drawing no encoder would make for this value: what the page holds is what the page keeps
    page.querySelector('svg')?.setAttribute('viewBox', '0 0 21 21');
    page.querySelector('svg')?.lastElementChild?.setAttribute('d', 'M0 0h7v7H0z');
    adoptDrawnQrCodes(page);
    expect(qrDrawing(value)).toEqual({ modules: 21, path: 'M0 0h7v7H0z' });
  });

  it('adopts nothing from a holder without a code', () => {
    const page = document.createElement('div');
    page.innerHTML = '<div class="mc-pay-qr" data-value="TNoCodeHere"></div>';
    adoptDrawnQrCodes(page);
    expect(qrDrawing('TNoCodeHere').modules).toBeGreaterThan(20);
  });

  it('keeps only the last few values (the server draws many pages)', () => {
    const first = qrDrawing('value-0');
    for (let i = 1; i <= 8; i += 1) qrDrawing(`value-${i}`);
    expect(qrDrawing('value-0')).not.toBe(first);
    expect(qrDrawing('value-0')).toEqual(first);
  });
});
