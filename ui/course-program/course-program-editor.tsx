import { DndContext, type DragEndEvent, type DragOverEvent, MeasuringStrategy } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useId, useRef, useState } from 'react';
import type { CourseProgram, ProgramLesson } from '../../core/api/lessons.ts';
import {
  type CourseProgramView,
  lessonPlace,
  lessonStep,
  SECTION_TITLE_MAX_LENGTH,
} from '../../core/course-program/index.ts';
import { useDragSensors } from '../drag/drag-sensors.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { BookIcon, PlusIcon } from '../icons/index.ts';
import { useConfirmDelete } from '../lesson-editor/use-confirm-delete.ts';
import { DeleteConfirmModal } from '../modal/index.ts';
import { Button, EmptyState, Spinner } from '../primitives/index.ts';
import styles from './course-program.module.css';
import type { CourseProgramCommands } from './course-program.types.ts';
import {
  lessonDragId,
  moveOnDragEnd,
  previewOnDragOver,
  programCollisions,
  sectionDragId,
  useProgramDragAccessibility,
} from './program-drag.ts';
import { ProgramLessonRow } from './program-lesson-row.tsx';
import { ProgramSaveStatus } from './program-save-status.tsx';
import { ProgramSectionCard } from './program-section-card.tsx';
import { TitleForm } from './title-form.tsx';

/** Props of the CourseProgramEditor. */
export interface CourseProgramEditorProps {
  view: CourseProgramView;
  commands: CourseProgramCommands;
  /** Where a lesson's title leads: its constructor. */
  lessonHref(lessonId: number): string;
}

/** What a delete modal asks about, as it was when asked (the thing may be gone when it closes). */
type Removal =
  | { kind: 'section'; id: number; title: string; lessons: number }
  | { kind: 'lesson'; id: number; title: string };

/** After a move the moved row (or its same button) takes the focus again, wherever it now stands. */
interface FocusAfterMove {
  key: string;
  action: 'up' | 'down' | null;
}

/**
 * The course program: sections in order, each holding its lessons in order. Sections and lessons are added,
 * renamed in place, moved (drag, up and down buttons, Alt+Arrow Up/Down; a lesson crosses into the next
 * section at an edge) and deleted after asking; every move is announced to screen readers.
 */
export function CourseProgramEditor({ view, commands, lessonHref }: CourseProgramEditorProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [preview, setPreview] = useState<CourseProgram | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [addingSection, setAddingSection] = useState(false);
  const addSectionButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const focusAfterMove = useRef<FocusAfterMove | null>(null);
  const removal = useConfirmDelete<Removal>(view.deleting);
  const sensors = useDragSensors(true);
  const shown = preview ?? view.program;
  const accessibility = useProgramDragAccessibility(shown);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the moved program arrives, to focus the moved row again
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const row = list.current?.querySelector<HTMLElement>(`[data-focus-key="${wanted.key}"]`);
    const button = wanted.action
      ? row?.querySelector<HTMLButtonElement>(`[data-action="${wanted.action}"]:not(:disabled)`)
      : null;
    (button ?? row)?.focus();
  }, [view.program]);

  if (view.load === 'loading')
    return (
      <div className={styles.loading}>
        <Spinner label={t('program.loading')} />
      </div>
    );
  if (view.load === 'failed' || !view.program || !shown)
    return (
      <EmptyState
        icon={null}
        title={t('program.load_failed_title')}
        text={view.error?.message}
        action={<Button onClick={commands.reload}>{t('program.retry')}</Button>}
      />
    );

  const program = view.program;
  const sectionTitle = (sectionId: number) =>
    program.sections.find((section) => section.id === sectionId)?.title ?? '';

  const stepLesson = (lesson: ProgramLesson, direction: -1 | 1, via: 'key' | 'button') => {
    const step = commands.stepLesson(lesson.id, direction);
    if (!step) return;
    focusAfterMove.current = {
      key: lessonDragId(lesson.id),
      action: via === 'button' ? (direction === -1 ? 'up' : 'down') : null,
    };
    const target = program.sections.find((section) => section.id === step.sectionId);
    const count =
      (target?.lessons.length ?? 0) + (lessonPlace(program, lesson.id)?.sectionId === step.sectionId ? 0 : 1);
    setAnnouncement(
      t('program.lesson_moved', {
        title: lesson.title,
        position: step.to + 1,
        count,
        section: target?.title ?? '',
      }),
    );
  };
  const stepSection = (sectionId: number, direction: -1 | 1, via: 'key' | 'button') => {
    const to = commands.stepSection(sectionId, direction);
    if (to === null) return;
    focusAfterMove.current = {
      key: sectionDragId(sectionId),
      action: via === 'button' ? (direction === -1 ? 'up' : 'down') : null,
    };
    setAnnouncement(
      t('program.section_moved', {
        title: sectionTitle(sectionId),
        position: to + 1,
        count: program.sections.length,
      }),
    );
  };
  const onDragOver = (event: DragOverEvent) => {
    const next = previewOnDragOver(shown, event);
    if (next) setPreview(next);
  };
  const onDragEnd = (event: DragEndEvent) => {
    const move = moveOnDragEnd(program, shown, event);
    setPreview(null);
    if (move?.type === 'lesson') {
      commands.moveLesson(move.lessonId, move.sectionId, move.to);
      const section = shown.sections.find((candidate) => candidate.id === move.sectionId);
      const lesson = shown.sections
        .flatMap((candidate) => candidate.lessons)
        .find((l) => l.id === move.lessonId);
      setAnnouncement(
        t('program.lesson_moved', {
          title: lesson?.title ?? '',
          position: move.to + 1,
          count: section?.lessons.length ?? 0,
          section: section?.title ?? '',
        }),
      );
    }
    if (move?.type === 'section') {
      commands.moveSection(move.sectionId, move.to);
      setAnnouncement(
        t('program.section_moved', {
          title: sectionTitle(move.sectionId),
          position: move.to + 1,
          count: program.sections.length,
        }),
      );
    }
  };

  const pending = removal.target;
  const nothingYet =
    shown.sections.length === 0 &&
    shown.lessons_without_section.length === 0 &&
    view.creatingSections.length === 0;
  const creatingOf = (sectionId: number) =>
    view.sections.find((section) => section.id === sectionId)?.creatingLessons ?? [];
  const deletingOf = (sectionId: number) =>
    view.sections.find((section) => section.id === sectionId)?.deleting ?? false;

  const addSection = addingSection ? (
    <div className={styles.addSectionForm}>
      <TitleForm
        label={t('program.section_title')}
        maxLength={SECTION_TITLE_MAX_LENGTH}
        submitLabel={t('program.add')}
        onSubmit={(title) => {
          setAddingSection(false);
          requestAnimationFrame(() => addSectionButton.current?.focus());
          commands.createSection(title);
        }}
        onCancel={() => {
          setAddingSection(false);
          requestAnimationFrame(() => addSectionButton.current?.focus());
        }}
      />
    </div>
  ) : (
    <Button
      ref={addSectionButton}
      variant={nothingYet ? 'primary' : 'secondary'}
      className={styles.addSection}
      iconStart={<PlusIcon size={18} />}
      disabled={!view.canEdit}
      onClick={() => setAddingSection(true)}
    >
      {t('program.add_section')}
    </Button>
  );

  return (
    <div className={styles.program} ref={list}>
      <ProgramSaveStatus
        view={view}
        onRetry={commands.retry}
        onDiscard={commands.discard}
        onDismissNotice={commands.dismissNotice}
      />
      <p id={hintId} className="visually-hidden">
        {t('program.reorder_hint')}
      </p>
      {nothingYet ? (
        <EmptyState
          icon={<BookIcon size={28} />}
          title={t('program.empty_title')}
          text={t('program.empty_text')}
          action={addSection}
        />
      ) : (
        <>
          <DndContext
            sensors={sensors}
            collisionDetection={programCollisions}
            measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
            accessibility={accessibility}
            onDragStart={() => setPreview(null)}
            onDragOver={onDragOver}
            onDragEnd={onDragEnd}
            onDragCancel={() => setPreview(null)}
          >
            <SortableContext
              items={shown.sections.map((section) => sectionDragId(section.id))}
              strategy={verticalListSortingStrategy}
              disabled={!view.canEdit}
            >
              <ol className={styles.sections} aria-label={t('program.sections')}>
                {shown.sections.map((section, index) => (
                  <ProgramSectionCard
                    key={section.id}
                    section={section}
                    index={index}
                    count={shown.sections.length}
                    canEdit={view.canEdit}
                    creatingLessons={creatingOf(section.id)}
                    deleting={deletingOf(section.id)}
                    hintId={hintId}
                    onStep={(direction, via) => stepSection(section.id, direction, via)}
                    onRename={(title) => commands.renameSection(section.id, title)}
                    onDelete={() =>
                      removal.ask({
                        kind: 'section',
                        id: section.id,
                        title: section.title,
                        lessons: section.lessons.length,
                      })
                    }
                    onAddLesson={(title) => commands.createLesson(section.id, title)}
                  >
                    {section.lessons.map((lesson, place) => (
                      <ProgramLessonRow
                        key={lesson.id}
                        lesson={lesson}
                        index={place}
                        count={section.lessons.length}
                        groupTitle={section.title}
                        href={lessonHref(lesson.id)}
                        canEdit={view.canEdit}
                        canMoveUp={lessonStep(shown, lesson.id, -1) !== null}
                        canMoveDown={lessonStep(shown, lesson.id, 1) !== null}
                        draggable
                        hintId={hintId}
                        onStep={(direction, via) => stepLesson(lesson, direction, via)}
                        onRename={(title) => commands.renameLesson(lesson.id, title)}
                        onDelete={() => removal.ask({ kind: 'lesson', id: lesson.id, title: lesson.title })}
                      />
                    ))}
                  </ProgramSectionCard>
                ))}
              </ol>
            </SortableContext>
          </DndContext>
          {view.creatingSections.length > 0 ? (
            <ul className={styles.creatingSections}>
              {view.creatingSections.map((title, place) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same title may wait twice
                <li key={`${title}-${place}`} className={styles.placeholder}>
                  <Spinner size={14} decorative />
                  {t('program.adding_section', { title })}
                </li>
              ))}
            </ul>
          ) : null}
          {shown.lessons_without_section.length > 0 ? (
            <section className={styles.section} aria-labelledby={`${hintId}-outside`}>
              <div className={styles.sectionHeader}>
                <div className={styles.sectionHeading}>
                  <h2 id={`${hintId}-outside`} className={styles.sectionTitle}>
                    {t('program.outside_sections')}
                  </h2>
                  <span className={styles.count}>{t('program.outside_sections_text')}</span>
                </div>
              </div>
              <ol className={styles.lessons} aria-label={t('program.outside_sections')}>
                {shown.lessons_without_section.map((lesson, place) => (
                  <ProgramLessonRow
                    key={lesson.id}
                    lesson={lesson}
                    index={place}
                    count={shown.lessons_without_section.length}
                    groupTitle={t('program.outside_sections')}
                    href={lessonHref(lesson.id)}
                    canEdit={view.canEdit}
                    canMoveUp={lessonStep(shown, lesson.id, -1) !== null}
                    canMoveDown={false}
                    draggable={false}
                    hintId={hintId}
                    onStep={(direction, via) => stepLesson(lesson, direction, via)}
                    onRename={(title) => commands.renameLesson(lesson.id, title)}
                    onDelete={() => removal.ask({ kind: 'lesson', id: lesson.id, title: lesson.title })}
                  />
                ))}
              </ol>
            </section>
          ) : null}
          <div className={styles.footer}>{addSection}</div>
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <DeleteConfirmModal
        open={removal.open}
        onOpenChange={removal.onOpenChange}
        title={
          pending?.kind === 'section'
            ? t('program.delete_section_title', { title: pending.title })
            : pending
              ? t('program.delete_lesson_title', { title: pending.title })
              : undefined
        }
        text={
          pending?.kind === 'section'
            ? pending.lessons > 0
              ? t('program.delete_section_text', { count: pending.lessons })
              : t('program.delete_empty_section_text')
            : t('program.delete_lesson_text')
        }
        loading={removal.loading}
        onConfirm={() =>
          removal.confirm((target) =>
            target.kind === 'section' ? commands.deleteSection(target.id) : commands.deleteLesson(target.id),
          )
        }
      />
    </div>
  );
}
