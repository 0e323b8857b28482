import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import comments from '../../../../app/server/translations/en/comments.json' with { type: 'json' };
import { I18nProvider } from '../../../../ui/i18n/i18n-context.tsx';

// The thread itself (its machine, the server) is the comments' own spec; here only when it is drawn.
const loaded = vi.fn();
vi.mock('../../../../app/web/comments/comment-thread.tsx', () => {
  loaded();
  return {
    CommentThread: ({ focusCommentId }: { focusCommentId?: number | null }) => (
      <section aria-label="Comments thread">
        {focusCommentId ? `open at ${focusCommentId}` : 'thread'}
      </section>
    ),
  };
});

const { LessonCommentThread } = await import('../../../../app/web/lesson-page/lesson-comment-thread.tsx');

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
    observers.splice(observers.indexOf(this), 1);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const reach = () =>
  act(() => {
    for (const observer of [...observers])
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

const draw = (focusCommentId: number | null = null) =>
  render(
    <I18nProvider language="en" catalog={{ comments }}>
      <LessonCommentThread thread={{ type: 'info-unit', id: 7 }} asStudent focusCommentId={focusCommentId} />
    </I18nProvider>,
  );

describe("a lesson's comments unit", () => {
  it('says the comments are loading, and draws the thread only once the unit nears the screen', async () => {
    draw();
    expect(screen.getByText('Loading comments')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Comments thread' })).toBeNull();
    expect(loaded).not.toHaveBeenCalled();
    await reach();
    expect(await screen.findByRole('region', { name: 'Comments thread' })).toBeTruthy();
    expect(loaded).toHaveBeenCalled();
  });

  it("opens at once for a comment link, at the link's comment, without waiting to be scrolled to", async () => {
    draw(42);
    expect((await screen.findByRole('region', { name: 'Comments thread' })).textContent).toBe('open at 42');
  });
});
