import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider, useNotify } from '../../../ui/notifications/index.ts';
import { renderUi } from '../render-ui.tsx';

let notify: ReturnType<typeof useNotify>;
function Capture() {
  notify = useNotify();
  return null;
}

function render() {
  renderUi(
    <NotificationsProvider>
      <Capture />
    </NotificationsProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
}

/** The queue's code loads after the first draw: these wait for it. */
const queueLoaded = () => act(() => vi.dynamicImportSettled());

async function show() {
  const region = render();
  await queueLoaded();
  return region;
}

describe('Notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows title and text in a polite live region and leaves after 3000 ms', async () => {
    const region = await show();
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

  it('an error is an alert and stays 5 s (spec 2 §9)', async () => {
    const region = await show();
    act(() => notify.danger('Something went wrong', 'The video requested was not found.'));
    expect(within(region).getByRole('alert').textContent).toContain('The video requested was not found.');
    act(() => vi.advanceTimersByTime(4999));
    expect(within(region).queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('pauses while pointed at and resumes after, keeping the time left', async () => {
    const region = await show();
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

  it('shows the newest on top and can be dismissed', async () => {
    const region = await show();
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

  it('shows a notice raised before the queue loaded, for its whole time from when it shows', async () => {
    const region = render();
    act(() => notify.danger('Not saved', 'The connection dropped.'));
    expect(within(region).queryByRole('alert')).toBeNull();
    await queueLoaded();
    expect(within(region).getByRole('alert').textContent).toContain('The connection dropped.');
    act(() => vi.advanceTimersByTime(4999));
    expect(within(region).queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByRole('alert')).toBeNull();
  });
});
