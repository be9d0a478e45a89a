import { describe, expect, it } from 'vitest';
import { advance, decodeCursor, encodeCursor, REMEMBERED, rewind, type ScanCursor } from './scan-cursor';

const start: ScanCursor = { next: 10n, recent: [] };

describe('the EVM scan cursor', () => {
  it('survives its text form', () => {
    const c = advance(advance(start, 12n, '0xa'), 20n, '0xb');
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(c.next).toBe(21n);
  });

  it('remembers a bounded number of blocks', () => {
    let c = start;
    for (let h = 1n; h <= 200n; h++) c = advance(c, h, `0x${h}`);
    expect(c.recent).toHaveLength(REMEMBERED);
    expect(c.recent.at(-1)).toEqual({ height: 200n, hash: '0x200' });
  });

  it('stays where it is while its newest block stands', () => {
    const c = advance(advance(start, 12n, '0xa'), 20n, '0xb');
    expect(
      rewind(
        c,
        new Map([
          [12n, '0xa'],
          [20n, '0xb'],
        ]),
      ),
    ).toBe(c);
  });

  it('goes back to the newest block the chain still holds', () => {
    const c = advance(advance(advance(start, 12n, '0xa'), 20n, '0xb'), 30n, '0xc');
    const r = rewind(
      c,
      new Map([
        [12n, '0xa'],
        [20n, '0xb2'],
        [30n, '0xc2'],
      ]),
    );
    expect(r.next).toBe(13n);
    expect(r.recent).toEqual([{ height: 12n, hash: '0xa' }]);
  });

  it('starts again at the oldest remembered block when none stands', () => {
    const c = advance(advance(start, 12n, '0xa'), 20n, '0xb');
    expect(rewind(c, new Map())).toEqual({ next: 12n, recent: [] });
  });

  it('forgets blocks above a height read again', () => {
    const c = advance(advance(advance(start, 12n, '0xa'), 20n, '0xb'), 15n, '0xd');
    expect(c.recent.map((r) => r.height)).toEqual([12n, 15n]);
  });
});
