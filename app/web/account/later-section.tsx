import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Button, Spinner } from '../../../ui/primitives/index.ts';
import styles from './account-page.module.css';

/** The code of the account page's sections below its profile. */
export type AccountSectionsCode = typeof import('./account-sections.tsx');

/** How far below the screen a section starts loading, so it is there when scrolled to. */
const NEAR_SCREEN = '800px 0px';

let arrived: AccountSectionsCode | null = null;
let coming: Promise<AccountSectionsCode> | null = null;

/** Asks for the sections' code once for every section; a failed download is asked for again on the next call. */
function loadAccountSections(): Promise<AccountSectionsCode> {
  coming ??= import('./account-sections.tsx').then(
    (code) => {
      arrived = code;
      return code;
    },
    (error: unknown) => {
      coming = null;
      throw error;
    },
  );
  return coming;
}

/** Where the sections' code is for one section: not asked for, on its way, there, or failed. */
type SectionCode =
  | { state: 'waiting' }
  | { state: 'loading' }
  | { state: 'ready'; code: AccountSectionsCode }
  | { state: 'failed' };

/**
 * A section's body whose code loads as it nears the screen (at once where the browser cannot tell). Until
 * it is there a placeholder of about the body's height holds its place and says it is loading; a failed
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
  const [section, setSection] = useState<SectionCode>(() =>
    arrived ? { state: 'ready', code: arrived } : { state: 'waiting' },
  );

  function load() {
    setSection({ state: 'loading' });
    loadAccountSections().then(
      (code) => setSection({ state: 'ready', code }),
      () => setSection({ state: 'failed' }),
    );
  }
  const loadRef = useRef(load);
  loadRef.current = load;

  const waiting = section.state === 'waiting';
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

  if (section.state === 'ready') return <>{children(section.code)}</>;
  return (
    <div ref={box} className={styles.later} style={{ minHeight: height }}>
      {section.state === 'failed' ? (
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
