import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** A move inside the app held until the learner answers the leave question. */
export interface LeaveQuestion {
  isAsking: boolean;
  stay: () => void;
  leave: () => void;
}

/**
 * While `active`, leaving the page asks first (spec 2 §8 'Are you sure ?'): the browser's own prompt
 * on reload or close, and a question in the page on a move inside the app.
 */
export function useLeaveWarning(active: boolean, question: string): LeaveQuestion {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = question;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, question]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    isAsking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
