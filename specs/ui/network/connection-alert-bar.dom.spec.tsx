import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../app/server/translations/en/network.json' with { type: 'json' };
import uk from '../../../app/server/translations/uk/network.json' with { type: 'json' };
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import {
  type BrowserNetworkEnvironment,
  browserNetworkAdapter,
  NetworkConnectionAlert,
} from '../../../ui/network/index.ts';

afterEach(cleanup);

/** A page whose network the spec switches by hand, as the browser's events would. */
function fakePage(online: boolean, effectiveType?: string) {
  const pageListeners = new Map<string, Set<() => void>>();
  const changeListeners = new Set<() => void>();
  const connection = {
    effectiveType,
    addEventListener: (_: 'change', listener: () => void) => void changeListeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => void changeListeners.delete(listener),
  };
  const page: BrowserNetworkEnvironment = {
    navigator: { onLine: online, connection },
    addEventListener: (type, listener) => {
      const set = pageListeners.get(type) ?? new Set();
      set.add(listener);
      pageListeners.set(type, set);
    },
    removeEventListener: (type, listener) => void pageListeners.get(type)?.delete(listener),
  };
  return {
    page,
    goOffline: () => {
      page.navigator.onLine = false;
      for (const listener of pageListeners.get('offline') ?? []) listener();
    },
    goOnline: () => {
      page.navigator.onLine = true;
      for (const listener of pageListeners.get('online') ?? []) listener();
    },
    changeType: (type: string) => {
      connection.effectiveType = type;
      for (const listener of changeListeners) listener();
    },
    listenerCount: () =>
      [...pageListeners.values()].reduce((sum, set) => sum + set.size, 0) + changeListeners.size,
  };
}

function renderBar(page: BrowserNetworkEnvironment, language: 'en' | 'uk' = 'en') {
  const watchNetwork = browserNetworkAdapter(page);
  return render(
    <I18nProvider language={language} catalog={{ network: language === 'en' ? en : uk }}>
      <NetworkConnectionAlert watchNetwork={watchNetwork} initial={{ online: true, effectiveType: null }} />
    </I18nProvider>,
  );
}

describe('connection alert bar', () => {
  it('shows nothing on a good connection but keeps its live region ready', () => {
    renderBar(fakePage(true, '4g').page);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '');
  });

  it('announces a slow connection on 2g and clears it on 4g', () => {
    const network = fakePage(true, '4g');
    renderBar(network.page);
    act(() => network.changeType('2g'));
    expect(screen.getByRole('status').textContent).toBe(en.connection_bad);
    act(() => network.changeType('4g'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces that there is no connection when the page goes offline, in the reader’s language', () => {
    const network = fakePage(true);
    renderBar(network.page, 'uk');
    act(() => network.goOffline());
    expect(screen.getByRole('status').textContent).toBe(uk.connection_no);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    act(() => network.goOnline());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('reads the page’s status at start, even when it differs from the initial guess', () => {
    renderBar(fakePage(false).page);
    expect(screen.getByRole('status').textContent).toBe(en.connection_no);
  });

  it('stops listening when it unmounts', () => {
    const network = fakePage(true, '4g');
    const { unmount } = renderBar(network.page);
    expect(network.listenerCount()).toBe(3);
    unmount();
    expect(network.listenerCount()).toBe(0);
  });
});
