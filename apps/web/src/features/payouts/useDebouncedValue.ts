import { useEffect, useState } from 'react';

/** `value` once it has not changed for `ms` (compared by its JSON, so a new equal object is no change). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const text = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON text stands for the value
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
