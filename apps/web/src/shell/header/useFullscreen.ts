import { useEffect, useState } from 'react';

/** SHELL-25: toggles fullscreen; leaving it by Esc (or any other way) resets the flag. */
export function useFullscreen(): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    const request = document.fullscreenElement
      ? document.exitFullscreen?.()
      : document.documentElement.requestFullscreen?.();
    void Promise.resolve(request).catch(() => setActive(Boolean(document.fullscreenElement)));
  };
  return { active, toggle };
}
