import { useEffect, useState } from 'react';

/** The current moment, renewed every `everyMs` (a live clock, or states that change with time). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
