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
 * eight masks: the costly part), worked out once per value. A public page asks for its code before it
 * hydrates, in a task of its own, so that the hydration finds it done.
 */
export function qrDrawing(value: string): QrDrawing {
  const known = drawings.get(value);
  if (known) return known;
  const modules = QrCode.encodeSegments(QrSegment.makeSegments(value), ERROR_LEVEL_MAP.M).getModules();
  const drawing = { modules: modules.length, path: generatePath(modules) };
  drawings.set(value, drawing);
  const oldest = drawings.keys().next().value;
  if (drawings.size > KEPT && oldest !== undefined) drawings.delete(oldest);
  return drawing;
}

/** What a deposit's code holds: the wallet request where the network has one, else the bare address. */
export function depositQrValue(address: string, request: string | null): string {
  return request ?? address;
}

/** Works a deposit's QR code out ahead of its first render: a public page calls it before it hydrates. */
export function prepareDepositQr(address: string, request: string | null): void {
  qrDrawing(depositQrValue(address, request));
}
