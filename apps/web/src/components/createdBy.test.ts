import { describe, expect, it } from 'vitest';
import { createdByText } from './createdBy';

const t = (key: string) => (key === 'common.createdBySystem' ? 'System' : key);

describe('created by', () => {
  it('names the user with their email, the email alone, "System" for the platform, "—" when unknown', () => {
    expect(createdByText({ id: 'u1', name: 'Ada', email: 'ada@example.com' }, t)).toBe(
      'Ada (ada@example.com)',
    );
    expect(createdByText({ id: 'u2', name: null, email: 'li@example.com' }, t)).toBe('li@example.com');
    expect(createdByText(null, t)).toBe('System');
    expect(createdByText(undefined, t)).toBe('—');
  });
});
