import { useId } from 'react';
import { buildInfo } from '../lib/buildInfo';

/**
 * The product mark: a rounded square with an M, and the product name. Each mark names its own
 * gradient: a page that shows two (the wide and the narrow layout) still paints the one it shows. A
 * mark given a `fill` is drawn in that one colour, with nothing to name: the same markup every time
 * (the boot screen's, which `index.html` repeats before any script runs).
 */
export function BrandMark({
  size = 32,
  fill,
  className,
}: {
  size?: number;
  fill?: string;
  className?: string;
}) {
  const gradient = `mc-mark-${useId()}`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      {!fill && (
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#409EFF" />
            <stop offset="1" stopColor="#1d4ed8" />
          </linearGradient>
        </defs>
      )}
      <rect width="32" height="32" rx="8" fill={fill ?? `url(#${gradient})`} />
      <path
        d="M9 22V10l7 7 7-7v12"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandName({ color }: { color?: string }) {
  return <span style={{ fontWeight: 600, fontSize: 17, letterSpacing: 0.2, color }}>{buildInfo.title}</span>;
}
