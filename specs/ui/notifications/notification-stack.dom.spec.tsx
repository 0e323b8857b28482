import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider, useNotify } from '../../../ui/notifications/index.ts';
import { renderUi } from '../render-ui.tsx';

let notify: ReturnType<typeof useNotify>;
function Capture() {
  notify = useNotify();
  return null;
}

function show() {
  renderUi(
    <NotificationsProvider>
      <Capture />
    </NotificationsProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('Notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows title and text in a polite live region and leaves after 3000 ms', () => {
    const region = show();
    act(() => notify.success('Lesson saved', 'Students see the new version.'));
    const list = within(region).getByRole('list');
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(list.textContent).toContain('Lesson saved');
    expect(list.textContent).toContain('Students see the new version.');
    act(() => vi.advanceTimersByTime(2999));
    expect(within(region).queryAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('an error is an alert and stays 5 s (spec 2 §9)', () => {
    const region = show();
    act(() => notify.danger('Something went wrong', 'The video requested was not found.'));
    expect(within(region).getByRole('alert').textContent).toContain('The video requested was not found.');
    act(() => vi.advanceTimersByTime(4999));
    expect(within(region).queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('pauses while pointed at and resumes after, keeping the time left', () => {
    const region = show();
    act(() => notify.info('Copied'));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(region).queryAllByRole('listitem')).toHaveLength(1);
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(999));
    expect(within(region).queryAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the newest on top and can be dismissed', () => {
    const region = show();
    act(() => {
      notify.info('First');
      notify.info('Second');
    });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Second', 'First']);
    act(() => {
      fireEvent.click(within(items[0]!).getByRole('button', { name: 'Dismiss' }));
    });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First']);
  });
});
