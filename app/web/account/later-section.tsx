import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, Spinner } from '../../../ui/primitives/index.ts';
import styles from './account-page.module.css';

/** The code of the account page's sections below its profile. */
export type AccountSectionsCode = typeof import('./account-sections.tsx');

/** How far below the screen a section starts loading, so it is there when scrolled to. */
const NEAR_SCREEN = '800px 0px';

let arrived: AccountSectionsCode | null = null;
let coming: Promise<AccountSectionsCode> | null = null;
const listeners = new Set<() => void>();

/** Hears when the sections' code has come (every section then draws, near the screen or not). */
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for the sections' code once for every section; a failed download is asked for again on the next call. */
function loadAccountSections(): Promise<AccountSectionsCode> {
  coming ??= import('./account-sections.tsx').then(
    (code) => {
      arrived = code;
      for (const listener of listeners) listener();
      return code;
    },
    (error: unknown) => {
      coming = null;
      throw error;
    },
  );
  return coming;
}

/** Where a section's own request for the code is: not made (not near the screen yet), made, or failed. */
type SectionRequest = 'waiting' | 'loading' | 'failed';

/**
 * A section's body whose code loads as it nears the screen (at once where the browser cannot tell); once
 * it has come for one section every section draws, so the keyboard's order through the page stays whole.
 * Until then a placeholder of about the body's height holds its place and says it is loading; a failed
 * download says so, with a button to try again.
 */
export function LaterSection({
  height,
  children,
}: {
  /** About the body's height once drawn, so the page does not jump when it arrives. */
  height: string;
  children: (code: AccountSectionsCode) => ReactNode;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement | null>(null);
  const code = useSyncExternalStore(subscribe, () => arrived);
  const [request, setRequest] = useState<SectionRequest>('waiting');

  function load() {
    setRequest('loading');
    loadAccountSections().catch(() => setRequest('failed'));
  }
  const loadRef = useRef(load);
  loadRef.current = load;

  const waiting = request === 'waiting' && code === null;
  useEffect(() => {
    const element = box.current;
    if (!waiting || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      loadRef.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadRef.current();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting]);

  if (code) return <>{children(code)}</>;
  return (
    <div ref={box} className={styles.later} style={{ minHeight: height }}>
      {request === 'failed' ? (
        <div role="alert" className={styles.actions}>
          <span>{t('errors.network')}</span>
          <Button variant="secondary" size="sm" onClick={load}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <Spinner size={20} label={t('common.loading')} />
      )}
    </div>
  );
}
