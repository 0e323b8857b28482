import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import type { LoadOnce } from './load-once.ts';

/**
 * A component whose code loads on demand: drawn at once when its code was prefetched (the next question's
 * type, the attempt with its questions), else suspended until it arrives (React.lazy, inside the caller's
 * Suspense). Which of the two is chosen once per mount, since switching from the lazy wrapper to the
 * component itself would mount it again and lose its state and focus. A failed download is thrown to the
 * caller's error boundary, and the next mount tries again.
 */
export function onDemand<T, P extends object>(
  code: LoadOnce<T>,
  pick: (module: T) => ComponentType<P>,
): ComponentType<P> {
  let lazyComponent: LazyExoticComponent<ComponentType<P>> | null = null;
  const lazyOne = () => {
    lazyComponent ??= lazy(() =>
      code.load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          lazyComponent = null;
          throw error;
        },
      ),
    );
    return lazyComponent;
  };
  function OnDemand(props: P) {
    const [Component] = useState<ComponentType<P>>(() => {
      const module = code.loaded();
      return module === undefined ? lazyOne() : pick(module);
    });
    return <Component {...props} />;
  }
  return OnDemand;
}
