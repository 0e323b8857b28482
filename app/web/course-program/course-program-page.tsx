import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { courseProgramMachineWith } from '../../../core/course-program/index.ts';
import { lessonConstructorPath } from '../../../core/lesson-editor/index.ts';
import { CourseProgramEditor, useCourseProgram } from '../../../ui/course-program/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { ChevronLeftIcon } from '../../../ui/icons/index.ts';
import { PageHeader } from '../../../ui/layout/index.ts';
import { EmptyState, useLinkComponent } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import styles from './course-program-page.module.css';

const NOT_FOUND = 404;

/** The course's id in the route, or null when it is not one. */
function courseIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * `/expert/course/detail/{course}/program`: the course's program, sections and lessons, built by the expert
 * (the course program machine with its calls to the server). The title row names the course and leads back
 * to the list it came from (courses or marathons).
 */
export function CourseProgramPage() {
  const { t } = useTranslation();
  const courseId = courseIdOf(useParams().courseId);
  if (courseId === null) return <EmptyState icon={null} title={t('program.not_found_title')} />;
  return <ProgramScreen key={courseId} courseId={courseId} />;
}

function ProgramScreen({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  const machine = useMemo(() => courseProgramMachineWith(api.lessonEditor), []);
  const actor = useActorRef(machine, { input: { courseId } });
  const { view, commands } = useCourseProgram(actor);
  const marathon = view.course?.type === 'marathon';

  // Leaving with a write still on its way asks first.
  const unsaved = view.hasUnsavedChanges;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const back = (
    <Link href={marathon ? '/expert/marathons' : '/expert/courses'} className={styles.back}>
      <ChevronLeftIcon size={16} />
      {t(marathon ? 'program.back_to_marathons' : 'program.back_to_courses')}
    </Link>
  );
  if (view.load === 'failed' && view.error?.status === NOT_FOUND)
    return (
      <>
        <PageHeader eyebrow={back} title={t('program.not_found_title')} />
        <EmptyState icon={null} title={t('program.not_found_title')} text={view.error.message} />
      </>
    );
  return (
    <>
      <PageHeader
        eyebrow={back}
        title={<span className={styles.title}>{view.course?.title ?? t('program.program_link')}</span>}
        description={t('program.page_description')}
      />
      <CourseProgramEditor
        view={view}
        commands={commands}
        lessonHref={(lessonId) => lessonConstructorPath(courseId, lessonId, 0)}
      />
    </>
  );
}
