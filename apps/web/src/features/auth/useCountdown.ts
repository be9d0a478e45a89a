import { useEffect, useState } from 'react';

/** Seconds left until a deadline, ticking every second; `start(n)` sets a new deadline. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);

  return {
    left: Math.max(0, Math.ceil((deadline - now) / 1000)),
    start: (seconds) => {
      const at = Date.now();
      setNow(at);
      setDeadline(at + seconds * 1000);
    },
  };
}
