import { ERROR_LEVEL_MAP, generatePath } from '@rc-component/qrcode';
import { QrCode, QrSegment } from '@rc-component/qrcode/es/libs/qrcodegen';

/** A QR code as its SVG draws it: the side in modules and the path of the dark ones. */
export interface QrDrawing {
  modules: number;
  path: string;
}

/** Values kept: a page shows one code; the server draws many pages, and keeps only the last few. */
const KEPT = 8;
const drawings = new Map<string, QrDrawing>();

/**
 * The QR code of `value` at error correction level M (the kit's encoder, which picks the best of its
 * eight masks: tens of milliseconds on a phone), worked out once per value.
 */
export function qrDrawing(value: string): QrDrawing {
  const known = drawings.get(value);
  if (known) return known;
  const modules = QrCode.encodeSegments(QrSegment.makeSegments(value), ERROR_LEVEL_MAP.M).getModules();
  return remember(value, { modules: modules.length, path: generatePath(modules) });
}

function remember(value: string, drawing: QrDrawing): QrDrawing {
  drawings.set(value, drawing);
  const oldest = drawings.keys().next().value;
  if (drawings.size > KEPT && oldest !== undefined) drawings.delete(oldest);
  return drawing;
}

/**
 * Takes the QR codes the server drew into the page (`DepositAddress`: the holder's `data-value`, the
 * code's side from its `viewBox` and the path of its dark modules) instead of working them out again:
 * a public page does it before it hydrates, and the hydration finds them done.
 */
export function adoptDrawnQrCodes(doc: ParentNode): void {
  for (const holder of doc.querySelectorAll<HTMLElement>('.mc-pay-qr[data-value]')) {
    const value = holder.dataset.value;
    const svg = holder.querySelector('svg');
    const path = svg?.lastElementChild?.getAttribute('d');
    const modules = Number(svg?.getAttribute('viewBox')?.split(' ')[2]);
    if (value && path && Number.isInteger(modules) && modules > 0) remember(value, { modules, path });
  }
}
