import { describe, expect, it } from 'vitest';
import { dayRange, httpStatusText, msText, prettyJson } from './deliveryText';

describe('the delivery log texts', () => {
  it('shows a code, no answer after a try, or a dash before any', () => {
    expect(httpStatusText(200, 1, 'none')).toBe('200');
    expect(httpStatusText(null, 3, 'none')).toBe('none');
    expect(httpStatusText(null, 0, 'none')).toBe('—');
  });
  it('shows durations in ms, then seconds', () => {
    expect(msText(null)).toBe('—');
    expect(msText(42)).toBe('42 ms');
    expect(msText(1530)).toBe('1.53 s');
    expect(msText(10_000)).toBe('10.0 s');
  });
  it('indents a body', () => {
    expect(prettyJson({ a: { b: 1 } })).toBe('{\n  "a": {\n    "b": 1\n  }\n}');
  });
  it('makes a range of local days that ends at the next day’s start', () => {
    const r = dayRange('2026-11-01', '2026-11-03');
    expect(new Date(r.from).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(r.to).getTime()).toBe(new Date(2026, 10, 4).getTime());
    expect(new Date(r.from).getTime()).toBeLessThan(new Date(r.to).getTime());
  });
});
