import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import './navProgress.css';

export type ProgressPhase = 'idle' | 'running' | 'done';

/** How long the finished bar stays before it is hidden. */
const FADE_MS = 400;

/** SHELL-4: a thin bar at the top of the page while a route change runs (guard, page code). */
export function NavProgress() {
  const navigation = useNavigation();
  const { key } = useLocation();
  const [phase, setPhase] = useState<ProgressPhase>('idle');

  useEffect(() => {
    if (navigation.state !== 'idle') setPhase('running');
    else setPhase((current) => (current === 'running' ? 'done' : current));
  }, [navigation.state]);

  useEffect(() => {
    if (!key) return;
    setPhase((current) => (current === 'idle' ? current : 'done'));
  }, [key]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return <div className="mc-progress" data-state={phase} data-testid="nav-progress" aria-hidden="true" />;
}
