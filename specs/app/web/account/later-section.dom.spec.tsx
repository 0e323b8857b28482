import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../../app/server/translations/en/common.json' with { type: 'json' };
import errors from '../../../../app/server/translations/en/errors.json' with { type: 'json' };
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';

// The sections' code itself is the account's other specs'; here only when it is asked for and drawn, and
// what a failed download shows. The first download fails, as on a dropped connection.
const tries = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../app/web/account/account-sections.tsx', () => {
  tries.count += 1;
  if (tries.count === 1) throw new Error('Failed to fetch dynamically imported module');
  return { Purchases: () => <p>the purchases</p>, Products: () => <p>the products</p> };
});

const { LaterSection } = await import('../../../../app/web/account/later-section.tsx');

/** An IntersectionObserver the spec moves: `reach()` tells every observer its element is near the screen. */
const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
class FakeIntersectionObserver {
  elements: Element[] = [];
  callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    observers.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    if (observers.includes(this)) observers.splice(observers.indexOf(this), 1);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
/** Tells the first observer (the first section's) that its element is near the screen. */
const reach = () =>
  act(() => {
    for (const observer of observers.slice(0, 1))
      observer.callback(
        observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        observer as unknown as IntersectionObserver,
      );
  });

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observers.length = 0;
});

const draw = () =>
  render(
    <I18nProvider language="en" catalog={{ common, errors }}>
      <LaterSection height="7rem">{(code) => <code.Purchases />}</LaterSection>
      <LaterSection height="3rem">{(code) => <code.Products />}</LaterSection>
    </I18nProvider>,
  );

describe('LaterSection', () => {
  it('holds the section’s place until it nears the screen, says a failed download, and tries again', async () => {
    const { container } = draw();
    const [first, second] = [...container.children] as HTMLElement[];
    expect(first?.style.minHeight).toBe('7rem');
    expect(second?.style.minHeight).toBe('3rem');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      common.loading,
      common.loading,
    ]);
    expect(tries.count).toBe(0);

    await reach();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(errors.network);
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('7rem');

    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    await screen.findByText('the purchases');
    // The section further down draws with it: the code is one for every section.
    expect(screen.getByText('the products')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tries.count).toBe(2);
  });

  it('draws at once once the code has come', () => {
    draw();
    expect(screen.getByText('the purchases')).toBeTruthy();
    expect(screen.getByText('the products')).toBeTruthy();
    expect(observers).toHaveLength(0);
  });
});
