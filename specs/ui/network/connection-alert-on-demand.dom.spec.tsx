import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../app/server/translations/en/network.json' with { type: 'json' };
import { I18nProvider } from '../../../ui/i18n/i18n-context.tsx';
import { ConnectionAlertOnDemand } from '../../../ui/network/index.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The app's bar: its machine's code comes after the first draw. */
function renderBar() {
  return render(
    <I18nProvider language="en" catalog={{ network: en }}>
      <ConnectionAlertOnDemand />
    </I18nProvider>,
  );
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const machineLoaded = () => act(() => vi.dynamicImportSettled());

describe('the app’s connection bar, its machine on demand', () => {
  it('tells at its first draw that there is no connection, before the machine’s code came', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBar();
    expect(screen.getByRole('status').textContent).toBe(en.connection_no);
  });

  it('shows going offline before the machine’s code came (it may never come), and clears it online', () => {
    renderBar();
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toBe(en.connection_no);
    act(() => setOnline(true));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('follows the connection through its machine once loaded, in the same live region', async () => {
    renderBar();
    const region = screen.getByRole('status');
    await machineLoaded();
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe(en.connection_no);
    act(() => setOnline(true));
    expect(region.textContent).toBe('');
  });
});
