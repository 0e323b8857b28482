import { useEffect, useState } from 'react';
import { countdownText } from '../../../core/account/code-rules.ts';

/**
 * The resend countdown: started with the seconds the server asked to wait, it ticks every second
 * (spec 1 §9) and shows `00` once time has run out. `restart(seconds)` starts it again.
 */
export function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const left = until === null ? 0 : Math.max(0, (until - now) / 1000);
  return {
    running: left > 0,
    text: countdownText(left),
    restart(seconds: number) {
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
    },
  };
}
