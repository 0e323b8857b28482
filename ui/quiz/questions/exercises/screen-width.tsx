import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

const ScreenWidthContext = createContext<number | null>(null);

/** Fixes the width the exercise screens lay out for (stories and specs of the phone variants). */
export function ScreenWidthProvider({ width, children }: { width: number; children: ReactNode }) {
  return <ScreenWidthContext.Provider value={width}>{children}</ScreenWidthContext.Provider>;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport width the spec's breakpoints (640 px letters, 760 px matching) are read against. */
export function useScreenWidth(): number {
  const fixed = useContext(ScreenWidthContext);
  const width = useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
  return fixed ?? width;
}
