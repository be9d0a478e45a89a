import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { CsvDecoder } from './csv-decoder';

const refusal = () => new Error('refused');

/** Decodes bytes handed over in pieces of `size`; answers the text and the encoding found. */
async function decode(bytes: Buffer, size = 7) {
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  const decoder = new CsvDecoder(refusal);
  const out = await text(Readable.from(pieces).pipe(decoder));
  return { out, encoding: decoder.encoding };
}

describe('the encoding of a CSV file', () => {
  const chinese = '客户名称,邮箱\n张三,zs@example.com\n';

  it('UTF-8, with a byte order mark (dropped) or without', async () => {
    expect(await decode(Buffer.from(`\uFEFF${chinese}`))).toEqual({ out: chinese, encoding: 'utf-8' });
    expect(await decode(Buffer.from(chinese), 1)).toEqual({ out: chinese, encoding: 'utf-8' });
  });

  it('GBK, however far into the file its first Chinese character stands', async () => {
    const ascii = `name,email\n${'Li Wei,li@example.com\n'.repeat(500)}`;
    const file = Buffer.concat([Buffer.from(ascii), iconv.encode(chinese, 'gbk')]);
    expect(await decode(file, 1000)).toEqual({ out: ascii + chinese, encoding: 'gbk' });
    expect(await decode(iconv.encode(chinese, 'gbk'))).toEqual({ out: chinese, encoding: 'gbk' });
  });

  it('plain ASCII reads as UTF-8; a short file too', async () => {
    expect(await decode(Buffer.from('a,b\n'))).toEqual({ out: 'a,b\n', encoding: 'utf-8' });
    expect(await decode(Buffer.from('a'))).toEqual({ out: 'a', encoding: 'utf-8' });
  });

  it('refuses NUL bytes (UTF-16, binary) and bytes that stop being UTF-8 later on', async () => {
    await expect(decode(Buffer.from('a,b\n', 'utf16le'))).rejects.toThrow('refused');
    const mixed = Buffer.concat([Buffer.from(`${'张三,'.repeat(2000)}\n`), iconv.encode('李四', 'gbk')]);
    await expect(decode(mixed, 512)).rejects.toThrow('refused');
  });
});
