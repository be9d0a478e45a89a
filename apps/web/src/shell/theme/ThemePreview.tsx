import type { ShellTheme } from './themes';

/** A rectangle of the drawing with a thin border: `box` is x, y, width, height. */
function Framed(p: { box: [number, number, number, number]; rx?: number; fill: string; stroke: string }) {
  const [x, y, width, height] = p.box;
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx={p.rx}
      fill={p.fill}
      stroke={p.stroke}
      strokeWidth="0.5"
    />
  );
}

/** SHELL-22: a small drawing of a theme (header, aside, tabs, content) used as its preview image. */
export function ThemePreview({ theme }: { theme: ShellTheme }) {
  return (
    <svg
      viewBox="0 0 120 72"
      width="120"
      height="72"
      role="img"
      aria-label={theme.name}
      className="mc-theme-preview"
    >
      <foreignObject x="0" y="0" width="120" height="72">
        <div style={{ width: 120, height: 72, background: theme.backgroundImage ?? theme.content }} />
      </foreignObject>
      <Framed box={[0, 0, 120, 14]} fill={theme.header.bg} stroke={theme.header.border} />
      <circle cx="8" cy="7" r="3" fill={theme.header.text} opacity="0.8" />
      <rect x="16" y="5" width="26" height="4" rx="2" fill={theme.header.text} opacity="0.6" />
      <Framed box={[0, 14, 28, 58]} fill={theme.aside.bg} stroke={theme.aside.border} />
      <rect x="4" y="20" width="20" height="5" rx="2" fill={theme.aside.activeBg} />
      <rect x="4" y="30" width="18" height="3" rx="1.5" fill={theme.aside.text} opacity="0.6" />
      <rect x="4" y="38" width="16" height="3" rx="1.5" fill={theme.aside.text} opacity="0.6" />
      <rect x="28" y="14" width="92" height="10" fill={theme.tabs.bg} />
      <Framed box={[31, 16, 22, 7]} rx={1.5} fill={theme.tabs.activeBg} stroke={theme.tabs.border} />
      <Framed box={[56, 16, 22, 7]} rx={1.5} fill="none" stroke={theme.tabs.border} />
      <rect x="34" y="30" width="80" height="36" rx="3" fill="#ffffff" opacity="0.9" />
    </svg>
  );
}
