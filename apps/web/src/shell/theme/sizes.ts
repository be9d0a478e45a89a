import { type ThemeConfig, theme } from 'antd';

/** SHELL-23: the console's sizes and the UI kit's component sizes they map onto. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ShellSize = (typeof SIZES)[number];
export type KitSize = 'large' | 'middle' | 'small';

export const DEFAULT_SIZE: ShellSize = 'default';

export function isShellSize(value: unknown): value is ShellSize {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

/** default → middle, medium → middle compact, small → small, mini → small compact. */
export function kitSize(size: ShellSize): { componentSize: KitSize; algorithm?: ThemeConfig['algorithm'] } {
  if (size === 'medium') return { componentSize: 'middle', algorithm: theme.compactAlgorithm };
  if (size === 'small') return { componentSize: 'small' };
  if (size === 'mini') return { componentSize: 'small', algorithm: theme.compactAlgorithm };
  return { componentSize: 'middle' };
}
