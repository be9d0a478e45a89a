import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import './navProgress.css';

export type ProgressPhase = 'idle' | 'running' | 'done';

/** How long the finished bar stays before it is hidden. */
const FADE_MS = 400;
/** A route change that needs no waiting still shows the bar this long. */
const MIN_RUN_MS = 300;

/** SHELL-4: a thin bar at the top of the page while a route change runs (guard, page code). */
export function NavProgress() {
  const navigation = useNavigation();
  const { key } = useLocation();
  const [phase, setPhase] = useState<ProgressPhase>('idle');

  useEffect(() => {
    if (navigation.state !== 'idle') setPhase('running');
    else setPhase((current) => (current === 'running' ? 'done' : current));
  }, [navigation.state]);

  // every route change runs the bar, also the ones that wait for nothing (a tab switch)
  const firstKey = useRef<string | null>(null);
  useEffect(() => {
    if (firstKey.current === null) {
      firstKey.current = key;
      return;
    }
    setPhase('running');
    const timer = setTimeout(
      () => setPhase((current) => (current === 'running' ? 'done' : current)),
      MIN_RUN_MS,
    );
    return () => clearTimeout(timer);
  }, [key]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return <div className="mc-progress" data-state={phase} data-testid="nav-progress" aria-hidden="true" />;
}
