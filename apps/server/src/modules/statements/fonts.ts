import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC (Google's Noto CJK for simplified Chinese, SIL Open Font License), from the npm
 * package @expo-google-fonts/noto-sans-sc: it covers Chinese, Latin and digits, so one face prints
 * both languages. pdfkit embeds only the glyphs a document uses (a subset of some kilobytes).
 * Each face is read once, when the first statement is rendered.
 */
const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

const loaded = new Map<keyof typeof FILES, Buffer>();

export function statementFont(face: keyof typeof FILES): Buffer {
  let font = loaded.get(face);
  if (!font) {
    font = fs.readFileSync(require.resolve(FILES[face]));
    loaded.set(face, font);
  }
  return font;
}
