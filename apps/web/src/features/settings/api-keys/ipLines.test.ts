import { describe, expect, it } from 'vitest';
import { ipLines, ipText, onIpTextarea } from './ipLines';

describe('the IP allow-list textarea', () => {
  it('reads one entry per line, ignoring blanks and spaces', () => {
    expect(ipLines(' 10.0.0.0/8 \n\n2001:db8::1\r\n  ')).toEqual(['10.0.0.0/8', '2001:db8::1']);
    expect(ipLines(undefined)).toEqual([]);
    expect(ipText(['10.0.0.1', '::1'])).toBe('10.0.0.1\n::1');
  });

  it('puts an error on an entry onto the textarea, naming the line', () => {
    const lines = ['10.0.0.1', '10.0.0.300'];
    expect(
      onIpTextarea(
        [
          { field: 'ip_allow.1', message: 'Not a valid address' },
          { field: 'name', message: 'Required' },
        ],
        lines,
      ),
    ).toEqual([
      { field: 'ip_allow', message: '10.0.0.300: Not a valid address' },
      { field: 'name', message: 'Required' },
    ]);
  });
});
