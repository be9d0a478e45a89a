import { KYB_MAX_TOTAL_BYTES } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../lib/bytes';
import { type ChosenFile, checkKybFiles, readHead } from './fileChecks';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  0x0d,
  0x49,
  0x48,
  0x44,
  0x52,
  0,
  0,
);
const PDF = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0');
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1);
/** "BM", size, two zero reserved words, pixel offset 54, info header size 40. */
const BMP = bytes(0x42, 0x4d, 0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0);
const EXE = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 0xb8, 0);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0);
/** "BM" then text: starts like a bitmap, is not one. */
const NOT_BMP = new TextEncoder().encode('BMW service manual');

const file = (name: string, head: Uint8Array, size = 1000): ChosenFile => ({ name, size, head });
const none = { files: 0, bytes: 0 };

describe('KYB file checks in the browser (the server decides again)', () => {
  it('accepts PDF, JPG, PNG and BMP by their content, whatever their names say', () => {
    expect(
      checkKybFiles(
        none,
        [file('a.png', PNG), file('b', PDF), file('c.txt', JPEG), file('d.BMP', BMP)],
        'en',
      ),
    ).toEqual({ ok: true, mimes: ['image/png', 'application/pdf', 'image/jpeg', 'image/bmp'] });
  });

  it('refuses a renamed executable, a ZIP and look-alikes, with the server’s wording in cn and en', () => {
    expect(checkKybFiles(none, [file('photo.png', EXE)], 'en')).toEqual({
      ok: false,
      message: 'photo.png: only PDF, JPG, JPEG, PNG or BMP files are accepted (checked by content)',
    });
    expect(checkKybFiles(none, [file('licence.pdf', ZIP)], 'cn')).toEqual({
      ok: false,
      message: 'licence.pdf：仅支持 PDF、JPG、JPEG、PNG、BMP 文件（按文件内容识别）',
    });
    expect(checkKybFiles(none, [file('scan.bmp', NOT_BMP)], 'en').ok).toBe(false);
    expect(checkKybFiles(none, [file('short.png', PNG.subarray(0, 4))], 'en').ok).toBe(false);
  });

  it('refuses empty files and names with a path', () => {
    expect(checkKybFiles(none, [file('empty.pdf', PDF, 0)], 'en')).toEqual({
      ok: false,
      message: 'empty.pdf: the file is empty',
    });
    expect(checkKybFiles(none, [file('../../etc/passwd.png', PNG)], 'en').ok).toBe(false);
  });

  it('counts what the draft already holds: at most 5 files', () => {
    const five = Array.from({ length: 5 }, (_, i) => file(`p${i}.png`, PNG));
    expect(checkKybFiles(none, five, 'en').ok).toBe(true);
    expect(checkKybFiles(none, [...five, file('p5.png', PNG)], 'en')).toEqual({
      ok: false,
      message: 'At most 5 files per submission',
    });
    expect(checkKybFiles({ files: 4, bytes: 100 }, [file('a.png', PNG), file('b.png', PNG)], 'cn')).toEqual({
      ok: false,
      message: '每次申请最多上传 5 个文件',
    });
  });

  it('allows 10 MB in total with the draft, refuses one byte more', () => {
    const held = { files: 1, bytes: 4 * 1024 * 1024 };
    expect(checkKybFiles(held, [file('big.pdf', PDF, KYB_MAX_TOTAL_BYTES - held.bytes)], 'en').ok).toBe(true);
    expect(checkKybFiles(held, [file('big.pdf', PDF, KYB_MAX_TOTAL_BYTES - held.bytes + 1)], 'en')).toEqual({
      ok: false,
      message: 'The files of a submission may total at most 10 MB',
    });
  });

  it('reads just the first bytes of a chosen file', async () => {
    const blob = new Blob([PNG, new Uint8Array(4096)]);
    expect(Array.from(await readHead(blob))).toEqual(Array.from(PNG));
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(14_540)).toBe('14.2 KB');
    expect(formatBytes(3_565_158)).toBe('3.40 MB');
  });
});
