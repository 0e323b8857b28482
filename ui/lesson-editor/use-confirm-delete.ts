import { useEffect, useState } from 'react';

/**
 * The delete modal's life (spec 1 §4): open on a target, confirmed, then closed once the deletion's
 * saving (`loading`, read from the machine) is over; while loading, the confirm waits with a loader.
 */
export function useConfirmDelete<Target>(loading: boolean) {
  const [target, setTarget] = useState<Target | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (confirmed && !loading) {
      setTarget(null);
      setConfirmed(false);
    }
  }, [confirmed, loading]);
  return {
    target,
    open: target !== null,
    /** The modal is waiting for the deletion it confirmed, or for another save to end. */
    loading: target !== null && loading,
    ask: (next: Target) => {
      setConfirmed(false);
      setTarget(next);
    },
    confirm: (remove: (target: Target) => void) => {
      if (target === null || loading) return;
      remove(target);
      setConfirmed(true);
    },
    onOpenChange: (open: boolean) => {
      if (!open && !loading) {
        setTarget(null);
        setConfirmed(false);
      }
    },
  };
}
