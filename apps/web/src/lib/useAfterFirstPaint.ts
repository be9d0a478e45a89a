import { startTransition, useEffect, useState } from 'react';

/**
 * False for the render a page first shows, true once the browser has painted it. What lies below the
 * first screen renders then, at transition priority (in slices the browser may interrupt to paint or
 * answer input), so that the first frame carries only what is seen first and arrives sooner. In a
 * hidden tab, where no frame is painted, it turns true after the current task.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    };
    // a frame's callbacks run before it is painted: the timer set there fires after the paint
    const frame = document.visibilityState === 'hidden' ? undefined : requestAnimationFrame(show);
    if (frame === undefined) show();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
