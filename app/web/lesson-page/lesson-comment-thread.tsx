import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { Spinner } from '../../../ui/primitives/index.ts';
import type { CommentThreadProps } from '../comments/comment-thread.tsx';

// The thread (its machine, the recorders, dialogs and checkboxes) is not needed to read the lesson: it
// loads when its unit comes near the screen, so a phone spends the page's start on the lesson's text.
const CommentThread = lazy(() =>
  import('../comments/comment-thread.tsx').then((module) => ({ default: module.CommentThread })),
);

/** How far below the screen a comments unit starts loading, so it is there when scrolled to. */
const NEAR_SCREEN = '800px 0px';

/** Whether the box is on or near the screen, from then on (true at once where the browser cannot tell). */
function useNearScreen(box: RefObject<HTMLElement | null>, already: boolean): boolean {
  const [near, setNear] = useState(already);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, near]);
  return near;
}

/**
 * A lesson's comments unit: the app's comment thread, loaded when the unit nears the screen, or at once
 * for a comment link (which opens the thread at its comment). A spinner holds its place until then.
 */
export function LessonCommentThread(props: CommentThreadProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement | null>(null);
  const near = useNearScreen(box, props.focusCommentId != null);
  const loading = <Spinner size={20} label={t('comments.loading')} />;
  return (
    <div ref={box}>
      {near ? <Suspense fallback={loading}>{<CommentThread {...props} />}</Suspense> : loading}
    </div>
  );
}
