'use client';
// Seconds left of a hold, ticking once a second (on the second), from the server's `seconds_left` as of a moment
// (`asOf`, a performance.now() value taken when the answer arrived). null when there is nothing to count down.
// Browsers slow timers down in background tabs; coming back to the tab ticks at once.
import { useEffect, useState } from 'react';
import { deadlineFrom, msUntilNextTick, secondsRemaining } from './countdown';

export function useCountdown(secondsLeft: number | null, asOf: number): number | null {
  const deadline = secondsLeft === null ? null : deadlineFrom(secondsLeft, asOf);
  const [now, setNow] = useState(() => performance.now());

  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = performance.now();
      setNow(current);
      const wait = msUntilNextTick(deadline, current);
      if (wait > 0) timer = setTimeout(tick, wait);
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [deadline]);

  return deadline === null ? null : secondsRemaining(deadline, now);
}
