import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { publicPageInput, publicPageMachineWith } from '../../../core/public-page/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import type { LessonEditorActor } from '../../../ui/lesson-editor/index.ts';
import { EmptyState } from '../../../ui/primitives/index.ts';
import { PublicPageEditor, usePublicPage } from '../../../ui/public-page/index.ts';
import styles from '../../../ui/public-page/public-page.module.css';
import { api } from '../api.ts';
import { useFileProcessingPoll, useLessonUploads } from '../lesson-editor/lesson-uploads.ts';

/**
 * `/expert/course/detail/{course}/settings/public-pages` (spec 1 §2 CourseDetailSettingsPublicPages): the
 * course's public page, edited by the lesson editing machine with the page's calls (core/public-page).
 */
export function PublicPagePage() {
  const { t } = useTranslation();
  const { courseId: courseParam = '' } = useParams();
  const courseId = Number(courseParam);
  if (!Number.isSafeInteger(courseId) || courseId <= 0) {
    return <EmptyState icon={null} title={t('public_page.not_found')} />;
  }
  return <PublicPageScreen key={courseId} courseId={courseId} />;
}

function PublicPageScreen({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const machine = useMemo(() => publicPageMachineWith(api.lessonEditor), []);
  const actor = useActorRef(machine, { input: publicPageInput(courseId) });
  // Block files and the cover go through the app's upload queue, as the lesson constructor's do.
  const uploads = useLessonUploads(actor);
  useFileProcessingPoll(actor);
  const { view, commands } = usePublicPage(actor, uploads);
  useSaveBeforeLeaving(actor);

  const marathon = view.course?.type === 'marathon';
  return (
    <PublicPageEditor
      view={view}
      commands={commands}
      backLink={
        <Link className={styles.crumb} to={marathon ? '/expert/marathons' : '/expert/courses'}>
          {marathon ? t('public_page.back_to_marathons') : t('public_page.back_to_courses')}
        </Link>
      }
    />
  );
}

/**
 * While edits wait for the pause, hiding the tab saves them at once, and closing or reloading asks
 * first, so what was typed in the last moments is not lost.
 */
function useSaveBeforeLeaving(actor: LessonEditorActor) {
  const unsaved = useSelector(actor, (snapshot) => snapshot.context.unsaved.length > 0);
  useEffect(() => {
    if (!unsaved) return;
    const flush = () => {
      if (document.visibilityState === 'hidden') actor.send({ type: 'save.flush' });
    };
    const warn = (event: BeforeUnloadEvent) => {
      actor.send({ type: 'save.flush' });
      event.preventDefault();
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('beforeunload', warn);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('beforeunload', warn);
    };
  }, [actor, unsaved]);
}
