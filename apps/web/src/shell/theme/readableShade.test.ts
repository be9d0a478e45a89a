import { describe, expect, it } from 'vitest';
import { contrastOnWhite, readableShade, TEXT_CONTRAST } from './readableShade';

describe('readableShade (SHELL-24: the chosen colour, drawn readably)', () => {
  it('darkens the default #409EFF until text in it and white on it read at 4.5:1', () => {
    const shade = readableShade('#409EFF');
    expect(shade).not.toBe('#409EFF');
    expect(contrastOnWhite(shade)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // the hue stays: blue remains the strongest channel
    expect(shade.slice(5, 7) > shade.slice(1, 3)).toBe(true);
  });

  it('keeps a colour that is readable already', () => {
    expect(readableShade('#722ED1')).toBe('#722ED1');
    expect(readableShade('#1668DC')).toBe('#1668DC');
  });
});
