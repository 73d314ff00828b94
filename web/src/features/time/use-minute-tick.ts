import { useEffect, useState } from 'react';

/** The current time in milliseconds, renewed every minute (the clock page's ticking worked time). */
export function useMinuteTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
