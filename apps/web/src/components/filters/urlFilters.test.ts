import { describe, expect, it } from 'vitest';
import { readUrlFilters, writeUrlFilters } from './urlFilters';

const SPEC = { status: ['open', 'closed'], q: 'text', from: 'day', to: 'day' } as const;

describe('filters kept in the URL', () => {
  it('reads the filters it knows, dropping values the filter does not take', () => {
    const params = new URLSearchParams('status=open&q=%20acme%20&from=2026-11-01&to=2026-02-31&page=3');
    expect(readUrlFilters(params, SPEC)).toEqual({ status: 'open', q: 'acme', from: '2026-11-01' });
    expect(readUrlFilters(new URLSearchParams('status=gone&q='), SPEC)).toEqual({});
  });

  it('writes the set filters, removes the absent ones and keeps other parameters', () => {
    const params = new URLSearchParams('status=open&q=acme&tab=2');
    const next = writeUrlFilters(params, SPEC, { status: 'closed', from: '2026-11-01' });
    expect(next.toString()).toBe('status=closed&tab=2&from=2026-11-01');
    expect(params.toString()).toBe('status=open&q=acme&tab=2');
  });

  it('reads back what it wrote', () => {
    const filters = { status: 'closed', q: 'TXa b&c', from: '2026-11-01', to: '2026-11-30' } as const;
    expect(readUrlFilters(writeUrlFilters(new URLSearchParams(), SPEC, filters), SPEC)).toEqual(filters);
  });
});
