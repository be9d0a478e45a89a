import { describe, expect, it } from 'vitest';
import { createdByText } from './createdBy';

const t = (key: string) => (key === 'common.createdByApi' ? 'API' : key);

describe('created by', () => {
  it('names the user with their email, the email alone, "API" for a key, "—" when unknown', () => {
    expect(createdByText({ id: 'u1', name: 'Ada', email: 'ada@example.com' }, t)).toBe(
      'Ada (ada@example.com)',
    );
    expect(createdByText({ id: 'u2', name: null, email: 'li@example.com' }, t)).toBe('li@example.com');
    expect(createdByText(null, t)).toBe('API');
    expect(createdByText(undefined, t)).toBe('—');
  });
});
