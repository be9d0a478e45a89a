/**
 * WCAG 2 contrast: text drawn in a colour on white (links, the selected menu entry, tab titles) and
 * white text on it (primary buttons) need 4.5:1. A colour that is too light is darkened (mixed with
 * black, the hue kept) until it reaches the ratio; a colour that reaches it is returned as it is.
 */
export const TEXT_CONTRAST = 4.5;

/** The ratio aimed at: above 4.5 so that a light tint behind the text (a selected entry) still passes. */
const AIM = 5;

function channels(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of a colour against white (1 to 21). */
export function contrastOnWhite(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) return 21;
  return 1.05 / (luminance(rgb) + 0.05);
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour itself when white text on it (and it on white) reads at 4.5:1, else its darker shade that does. */
export function readableShade(hex: string): string {
  const rgb = channels(hex);
  if (!rgb || contrastOnWhite(hex) >= TEXT_CONTRAST) return hex;
  for (let keep = 0.98; keep > 0; keep -= 0.02) {
    const shade = toHex(rgb.map((c) => c * keep));
    if (contrastOnWhite(shade) >= AIM) return shade;
  }
  return '#000000';
}
