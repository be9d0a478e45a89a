import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu';
import { routes } from './routes';

describe('side menu', () => {
  it('SHELL-5: hidden routes never appear in the menu', () => {
    const paths = buildMenu(routes).map((entry) => entry.path);
    expect(paths).toEqual(['/index', '/account-info']);
    expect(paths).not.toContain('/refresh');
    expect(paths).not.toContain('/login');
  });
});
