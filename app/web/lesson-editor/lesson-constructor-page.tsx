import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { FileRecord } from '../../../core/api/index.ts';
import { courseProgramPath } from '../../../core/course-program/course-program-path.ts';
import { lessonConstructorPath, lessonEditorMachineWith } from '../../../core/lesson-editor/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import {
  type ConstructorFile,
  type ConstructorUpload,
  constructorBlockOf,
  LessonConstructor,
  type LessonEditorActor,
  LessonSettingsPanel,
  type LooseUnit,
  type QuizChoice,
  useLessonEditor,
} from '../../../ui/lesson-editor/index.ts';
import styles from '../../../ui/lesson-editor/lesson-constructor.module.css';
import { EmptyState, Spinner } from '../../../ui/primitives/index.ts';
import { useUploadQueueContext } from '../../../ui/upload/index.ts';
import { api } from '../api.ts';

/** How often a block's file still being processed is asked for (spec 1 §4 "File processing"). */
const FILE_POLL_MS = 2000;
/** Audio and video blocks hold one file; a files block holds many. */
const SINGLE_FILE_TYPES = new Set([1, 2]);

const TIMEZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** The `section` query (order - 1), or null when absent or not a place. */
function sectionParam(value: string | null): number | null {
  if (value === null) return null;
  const index = Number(value);
  return Number.isSafeInteger(index) && index >= 0 ? index : null;
}

type Files = readonly ConstructorFile[];

/** The files of a block of the lesson the editor holds, by place. */
function blockFiles(actor: LessonEditorActor, sectionIndex: number, blockIndex: number): Files {
  const unit = actor.getSnapshot().context.lesson?.sections[sectionIndex]?.info_units[blockIndex];
  return (unit?.files as Files | undefined) ?? [];
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

  const { settings } = binding;
  const course = binding.editor.lesson?.course as { id: number; title: string } | undefined;
  return (
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
  );
}

/** Where a picked file goes: the block's screen key (stable while it moves), or the lesson's cover. */
type UploadTarget = { kind: 'block'; blockKey: string; name: string } | { kind: 'cover' };

/** The place of the block with this screen key in the editor's lesson, wherever it has moved since. */
function placeOfBlock(actor: LessonEditorActor, blockKey: string) {
  const sections = actor.getSnapshot().context.lesson?.sections ?? [];
  for (const [sectionIndex, section] of sections.entries()) {
    const blockIndex = section.info_units.findIndex(
      (unit, index) => constructorBlockOf(unit as LooseUnit, index).key === blockKey,
    );
    if (blockIndex >= 0) return { sectionIndex, blockIndex };
  }
  return null;
}

/** How long a stored cover is waited for to have an address before the upload is called failed. */
const COVER_ADDRESS_TRIES = 15;

/**
 * Picked files go to the app's upload queue (model courseLesson, the current school's cabinet: the queue's
 * transport adds both). A block's file joins the block's files when stored (found by the block's key, so
 * moving the block meanwhile is fine); the cover's address becomes the lesson's `image` once the stored file
 * has one. The queue's rows give each block its uploads in progress.
 */
export function useLessonUploads(actor: LessonEditorActor) {
  const queue = useUploadQueueContext();
  const targets = useRef(new Map<string, UploadTarget>());
  const serial = useRef(0);
  const [coverError, setCoverError] = useState<string | null>(null);

  useEffect(() => {
    const completed = queue.actor.on('upload.completed', (event) => {
      const target = event.tag ? targets.current.get(event.tag) : undefined;
      if (!target || !event.tag) return;
      targets.current.delete(event.tag);
      if (target.kind === 'cover') {
        void coverAddress(event.result.uuid, event.result.url).then(
          (url) => actor.send({ type: 'settings.change', changes: { image: url } }),
          (error: unknown) => setCoverError(error instanceof Error ? error.message : String(error)),
        );
        return;
      }
      const place = placeOfBlock(actor, target.blockKey);
      if (!place) return;
      const { sectionIndex, blockIndex } = place;
      const unit = actor.getSnapshot().context.lesson?.sections[sectionIndex]?.info_units[blockIndex];
      if (!unit) return;
      const file: ConstructorFile = {
        uuid: event.result.uuid,
        original_name: target.name,
        process_status: 'pending',
      };
      const files = SINGLE_FILE_TYPES.has(unit.type_id)
        ? [file]
        : [...blockFiles(actor, sectionIndex, blockIndex), file];
      // The hook's commands change the active section's blocks; the file's block is shown again first.
      if (actor.getSnapshot().context.activeSection !== sectionIndex)
        actor.send({ type: 'section.select', index: sectionIndex });
      actor.send({ type: 'unit.change', index: blockIndex, changes: { files } });
    });
    const failed = queue.actor.on('upload.failed', (event) => {
      const target = event.tag ? targets.current.get(event.tag) : undefined;
      if (target?.kind === 'cover') setCoverError(event.message ?? '');
    });
    return () => {
      completed.unsubscribe();
      failed.unsubscribe();
    };
  }, [queue.actor, actor]);

  const add = useCallback(
    (file: File, target: UploadTarget) => {
      serial.current += 1;
      const tag = `lesson-upload-${serial.current}`;
      targets.current.set(tag, target);
      queue.addFiles([file], { tag });
    },
    [queue],
  );
  const pickBlockFile = useCallback(
    (sectionIndex: number, blockIndex: number, file: File) => {
      const unit = actor.getSnapshot().context.lesson?.sections[sectionIndex]?.info_units[blockIndex];
      if (!unit) return;
      add(file, {
        kind: 'block',
        blockKey: constructorBlockOf(unit as LooseUnit, blockIndex).key,
        name: file.name,
      });
    },
    [actor, add],
  );
  const pickCover = useCallback(
    (file: File) => {
      setCoverError(null);
      add(file, { kind: 'cover' });
    },
    [add],
  );

  // The queue's rows still on their way, by the block (or cover) they go to.
  const entries = useSelector(queue.actor, (snapshot) => snapshot.context.entries);
  const inFlight = useMemo(
    () =>
      entries.filter(
        (entry) =>
          entry.tag !== null &&
          targets.current.has(entry.tag) &&
          (entry.view.status === 'progress' || entry.view.status === 'checking'),
      ),
    [entries],
  );
  const blockUploads = useCallback(
    (blockKey: string): ConstructorUpload[] =>
      inFlight.flatMap((entry) => {
        const target = entry.tag ? targets.current.get(entry.tag) : undefined;
        return target?.kind === 'block' && target.blockKey === blockKey
          ? [{ fileName: entry.view.fileName, progress: entry.view.percent }]
          : [];
      }),
    [inFlight],
  );
  const coverEntry = inFlight.find((entry) => entry.tag && targets.current.get(entry.tag)?.kind === 'cover');
  const coverUpload = coverEntry
    ? { progress: coverEntry.view.percent, error: null }
    : coverError !== null
      ? { progress: 0, error: coverError }
      : null;
  return { pickBlockFile, pickCover, blockUploads, coverUpload };
}

/** The address of a stored cover: the upload's, else the file's once it has one (asked every 2 s). */
async function coverAddress(uuid: string, url: string | null): Promise<string> {
  if (url) return url;
  for (let tries = 0; tries < COVER_ADDRESS_TRIES; tries += 1) {
    const record = await api.fileStatus(uuid);
    if (record.url) return record.url;
    if (record.process_status === 'failed') throw new Error(record.process_error ?? '');
    await new Promise((resolve) => window.setTimeout(resolve, FILE_POLL_MS));
  }
  throw new Error('');
}

/**
 * Every 2 s, the active section's block files whose processing has not completed are asked for
 * (GET /files/{uuid}) and their status is written into the block.
 */
export function useFileProcessingPoll(actor: LessonEditorActor) {
  useEffect(() => {
    let stopped = false;
    const timer = window.setInterval(async () => {
      const { context } = actor.getSnapshot();
      const sectionIndex = context.activeSection;
      const units = context.lesson?.sections[sectionIndex]?.info_units ?? [];
      for (const [blockIndex, unit] of units.entries()) {
        const files = (unit.files as Files | undefined) ?? [];
        const waiting = files.filter((file) => file.process_status && file.process_status !== 'completed');
        if (waiting.length === 0) continue;
        const answers = await Promise.all(
          waiting.map((file) =>
            api.fileStatus(file.uuid).then(
              (record): FileRecord | null => record,
              () => null,
            ),
          ),
        );
        if (stopped || actor.getSnapshot().context.activeSection !== sectionIndex) return;
        const stored = new Map(answers.flatMap((record) => (record ? [[record.uuid, record] as const] : [])));
        const changed = blockFiles(actor, sectionIndex, blockIndex).map((file) => {
          const record = stored.get(file.uuid);
          return record && record.process_status !== file.process_status
            ? { ...file, process_status: record.process_status, url: record.url }
            : file;
        });
        if (changed.some((file, index) => file !== blockFiles(actor, sectionIndex, blockIndex)[index]))
          actor.send({ type: 'unit.change', index: blockIndex, changes: { files: changed } });
      }
    }, FILE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [actor]);
}
