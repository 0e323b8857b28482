import { type ComponentType, useEffect, useState } from 'react';
import type { LessonDocumentViewProps } from '../editor/lesson-document-view.tsx';

let loaded: ComponentType<LessonDocumentViewProps> | null = null;
let code: Promise<ComponentType<LessonDocumentViewProps>> | null = null;

/**
 * The lesson document renderer (core/editor's, with LessonDocumentView): not part of the lesson page's
 * start, since a served lesson's text is adopted from the first paint rather than drawn. Asked for again
 * after a failed load.
 */
export function loadLessonDocumentView(): Promise<ComponentType<LessonDocumentViewProps>> {
  code ??= import('../editor/lesson-document-view.tsx').then(
    (module) => {
      loaded = module.LessonDocumentView;
      return loaded;
    },
    (error: unknown) => {
      code = null;
      throw error;
    },
  );
  return code;
}

/**
 * A lesson document drawn by the app: at once when the renderer has loaded (the page asks for it when
 * idle, or at its start when it has no first paint to adopt), else as soon as it comes; code that could
 * not load is asked for again when the connection is back.
 */
export function LessonDocumentOnDemand(props: LessonDocumentViewProps) {
  const [View, setView] = useState(() => loaded);
  useEffect(() => {
    if (View) return;
    let live = true;
    const load = () =>
      loadLessonDocumentView().then(
        (view) => live && setView(() => view),
        () => live && window.addEventListener('online', load, { once: true }),
      );
    load();
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [View]);
  return View ? <View {...props} /> : null;
}
