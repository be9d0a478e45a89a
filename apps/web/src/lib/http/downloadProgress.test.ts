import { describe, expect, it } from 'vitest';
import { progressPercent, rowsReceived, startProgress, withChunk } from './downloadProgress';

const bytes = (text: string) => new TextEncoder().encode(text);
const headers = (init: Record<string, string>) => new Headers(init);

describe('download progress', () => {
  it('reads the announced totals, ignoring values that are not counts', () => {
    expect(startProgress(headers({ 'X-Export-Rows': '3', 'Content-Length': '120' }))).toEqual({
      bytes: 0,
      totalBytes: 120,
      lines: 0,
      totalRows: 3,
    });
    expect(startProgress(headers({ 'X-Export-Rows': 'many' }))).toMatchObject({
      totalBytes: null,
      totalRows: null,
    });
    expect(startProgress(headers({ 'X-Export-Rows': '' })).totalRows).toBeNull();
  });

  it('counts CSV rows from the line ends received, across chunks, after the header line', () => {
    let p = startProgress(headers({ 'X-Export-Rows': '3' }));
    p = withChunk(p, bytes('\uFEFFtime,type,amount\r\n2026-11-30,received,'));
    expect(rowsReceived(p)).toBe(0);
    expect(progressPercent(p, 'rows')).toBe(0);
    p = withChunk(p, bytes('12.5\r\n2026-11-29,remittance,-26\r\n'));
    expect(rowsReceived(p)).toBe(2);
    expect(progressPercent(p, 'rows')).toBe(66);
    p = withChunk(p, bytes('2026-11-28,received,1\r\n'));
    expect([rowsReceived(p), progressPercent(p, 'rows')]).toEqual([3, 100]);
    expect(p.bytes).toBe(bytes('\uFEFFtime,type,amount\r\n2026-11-30,received,12.5\r\n').byteLength + 50);
  });

  it('never shows more rows than announced (a line end inside a quoted field)', () => {
    const p = withChunk(startProgress(headers({ 'X-Export-Rows': '1' })), bytes('h\n"a\nb"\n'));
    expect(rowsReceived(p)).toBe(1);
  });

  it('shows bytes against Content-Length, or no percent without one (indeterminate)', () => {
    const known = withChunk(startProgress(headers({ 'Content-Length': '200' })), new Uint8Array(50));
    expect(progressPercent(known, 'bytes')).toBe(25);
    const unknown = withChunk(startProgress(headers({ 'X-Export-Rows': '9' })), new Uint8Array(50));
    expect(progressPercent(unknown, 'bytes')).toBeNull();
    expect(unknown.bytes).toBe(50);
    expect(progressPercent(startProgress(headers({ 'X-Export-Rows': '0' })), 'rows')).toBe(100);
  });
});
