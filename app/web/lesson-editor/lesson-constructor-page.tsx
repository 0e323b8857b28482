import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { courseProgramPath } from '../../../core/course-program/course-program-path.ts';
import { lessonConstructorPath, lessonEditorMachineWith } from '../../../core/lesson-editor/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import {
  type FileFlagsChange,
  FileFlagsSaverProvider,
  LessonConstructor,
  LessonSettingsPanel,
  type QuizChoice,
  TextEditorServicesProvider,
  useLessonEditor,
} from '../../../ui/lesson-editor/index.ts';
import styles from '../../../ui/lesson-editor/lesson-constructor.module.css';
import { useNotify } from '../../../ui/notifications/index.ts';
import { EmptyState, Spinner } from '../../../ui/primitives/index.ts';
import { api } from '../api.ts';
import { useFileProcessingPoll, useLessonUploads } from './lesson-uploads.ts';
import { useTextEditorServicesFor } from './text-editor-services.ts';

const TIMEZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** The `section` query (order - 1), or null when absent or not a place. */
function sectionParam(value: string | null): number | null {
  if (value === null) return null;
  const index = Number(value);
  return Number.isSafeInteger(index) && index >= 0 ? index : null;
}

/**
 * `/expert/course/{course}/lesson/{lesson}/constructor?section=` (spec 1 §2): the lesson constructor. The
 * lesson editing machine runs with its calls to the server; the `section` query follows the active tab.
 */
export function LessonConstructorPage() {
  const { t } = useTranslation();
  const { courseId: courseParam = '', lessonId: lessonParam = '' } = useParams();
  const courseId = Number(courseParam);
  const lessonId = Number(lessonParam);
  if (!Number.isSafeInteger(courseId) || courseId <= 0 || !Number.isSafeInteger(lessonId) || lessonId <= 0) {
    return <EmptyState icon={null} title={t('editor.load_failed_title')} />;
  }
  return <LessonEditorScreen key={`${courseId}/${lessonId}`} courseId={courseId} lessonId={lessonId} />;
}

/**
 * `/expert/course/{course}/constructor`: the way in from the course cards, to the constructor of the course's
 * first lesson in its program (or a note that the course has none yet).
 */
export function CourseFirstLessonRedirect() {
  const { t } = useTranslation();
  const { courseId: courseParam = '' } = useParams();
  const courseId = Number(courseParam);
  const valid = Number.isSafeInteger(courseId) && courseId > 0;
  const program = useQuery({
    queryKey: ['course-program', courseId],
    queryFn: () => api.lessonEditor.program(courseId),
    enabled: valid,
  });
  if (valid && program.isPending) return <Spinner label={t('editor.loading_lesson')} />;
  const first = program.data
    ? [
        ...program.data.sections.flatMap((section) => section.lessons),
        ...program.data.lessons_without_section,
      ][0]
    : undefined;
  if (!valid || !first) {
    return (
      <EmptyState
        icon={null}
        title={program.isError ? t('editor.load_failed_title') : t('expert.no_lessons_to_edit')}
      />
    );
  }
  return <Navigate to={lessonConstructorPath(courseId, first.id, 0)} replace />;
}

function LessonEditorScreen({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const machine = useMemo(() => lessonEditorMachineWith(api.lessonEditor), []);
  const actor = useActorRef(machine, {
    input: { courseId, lessonId, section: sectionParam(search.get('section')) },
  });
  const quizzesQuery = useQuery({
    queryKey: ['lesson-editor-quizzes', lessonId],
    queryFn: () => api.authoring.lessonQuizzes(lessonId),
    staleTime: 60_000,
  });
  const quizzes = useMemo<readonly QuizChoice[]>(
    () => (quizzesQuery.data?.data ?? []).map((quiz) => ({ id: quiz.id, name: quiz.name })),
    [quizzesQuery.data],
  );
  const uploads = useLessonUploads(actor);
  const binding = useLessonEditor(actor, { quizzes, pickBlockFile: uploads.pickBlockFile });
  useFileProcessingPoll(actor);
  const textEditorServices = useTextEditorServicesFor(
    actor,
    uploads.uploadEditorFiles,
    uploads.importEditorImage,
  );
  const { blockUploads } = uploads;
  const view = useMemo(
    () => ({
      ...binding.view,
      blocks: binding.view.blocks.map((block) => {
        const going = blockUploads(block.key);
        return going.length > 0 ? { ...block, uploads: going } : block;
      }),
    }),
    [binding.view, blockUploads],
  );

  // The address follows the active section (replaced, so Back leaves the constructor).
  const activeSection = useSelector(actor, (snapshot) => snapshot.context.activeSection);
  const loaded = binding.view.load === 'ready';
  useEffect(() => {
    if (!loaded) return;
    const wanted = String(activeSection);
    if (search.get('section') === wanted) return;
    const next = new URLSearchParams(search);
    next.set('section', wanted);
    setSearch(next, { replace: true });
  }, [activeSection, loaded, search, setSearch]);

  // The settings panel's "opens after these lessons" lists the course's other lessons from its program.
  const { loadProgram } = binding;
  useEffect(() => {
    if (loaded) loadProgram();
  }, [loaded, loadProgram]);

  // A document's switch turned on in a block is saved on the file too (PATCH /files/{uuid}).
  const notify = useNotify();
  const saveFileFlags = useCallback(
    (uuid: string, flags: FileFlagsChange) =>
      api.saveFileFlags(uuid, flags).catch(() => notify.danger(t('player.doc_switch_failed'))),
    [notify, t],
  );

  const { settings } = binding;
  const course = binding.editor.lesson?.course as { id: number; title: string } | undefined;
  return (
    <FileFlagsSaverProvider value={saveFileFlags}>
      <TextEditorServicesProvider value={textEditorServices}>
        <LessonConstructor
          view={view}
          commands={binding.commands}
          header={
            settings ? (
              <div className={styles.titleRow}>
                {course ? (
                  <Link className={styles.crumb} to={courseProgramPath(courseId)}>
                    {t('editor.program_link', { course: course.title })}
                  </Link>
                ) : null}
                <h1 className={styles.lessonTitle}>{settings.title || t('editor.lesson_heading')}</h1>
              </div>
            ) : null
          }
          settings={
            settings ? (
              <LessonSettingsPanel
                settings={settings}
                lessons={binding.programLessons}
                timezones={TIMEZONES}
                autoTimezone={binding.editor.autoTimezone}
                disabled={!binding.view.canEdit}
                onChange={binding.changeSettings}
                onAutoTimezoneToggle={binding.toggleAutoTimezone}
                onPickImage={uploads.pickCover}
                imageUpload={uploads.coverUpload}
              />
            ) : null
          }
        />
      </TextEditorServicesProvider>
    </FileFlagsSaverProvider>
  );
}
