import './plainIcon.css';

/** An icon's outline: its view box and paths (`components/plainIconShapes.ts`). */
export interface IconShape {
  viewBox: string;
  paths: readonly string[];
}

/**
 * An icon drawn as inline SVG at the text's size and colour, like the UI kit's icons, without the
 * icon library: for pages that carry no UI kit code.
 */
export function PlainIcon({ shape, className }: { shape: IconShape; className?: string }) {
  return (
    <svg
      className={className ? `mc-icon ${className}` : 'mc-icon'}
      viewBox={shape.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {shape.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
