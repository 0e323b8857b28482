import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LessonSection } from '../../core/api/lessons.ts';
import {
  type LessonEditorView,
  type lessonEditorMachine,
  selectLessonEditorView,
} from '../../core/lesson-editor/index.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import {
  constructorBlockOf,
  constructorSectionsOf,
  type LooseUnit,
  saveStateOf,
} from './constructor-view.ts';
import { editorCommandsOf } from './editor-commands.ts';
import type {
  LessonConstructorCommands,
  LessonConstructorView,
  QuizChoice,
} from './lesson-constructor.types.ts';
import type { LessonSettings, LessonSettingsChanges } from './lesson-settings-panel.tsx';

/** A running lesson editor. */
export type LessonEditorActor = ActorRefFrom<typeof lessonEditorMachine>;

/** What the page adds to the machine: the school's quizzes and where a picked block file goes. */
export interface UseLessonEditorOptions {
  quizzes?: readonly QuizChoice[];
  /** The app's upload queue takes the file for the block at this place. */
  pickBlockFile?(sectionIndex: number, blockIndex: number, file: File): void;
}

const NO_QUIZZES: readonly QuizChoice[] = [];

/** The settings panel's fields of the editor's lesson. */
function settingsOf(lesson: LessonSettings): LessonSettings {
  return {
    title: lesson.title,
    image: lesson.image,
    is_public: lesson.is_public,
    accessible_after_days: lesson.accessible_after_days,
    accessible_start_hour: lesson.accessible_start_hour,
    accessible_timezone: lesson.accessible_timezone,
    accessible_after_ids: lesson.accessible_after_ids,
    lesson_previews: lesson.lesson_previews,
  };
}

/** The constructor's view of the editor's view. */
export function constructorViewOf(
  editor: LessonEditorView,
  quizzes: readonly QuizChoice[],
): LessonConstructorView {
  const section = editor.activeSectionContent as LessonSection | null;
  return {
    load: editor.loading.all ? 'loading' : editor.phase === 'loadFailed' ? 'failed' : 'ready',
    sections: constructorSectionsOf(editor.sections as readonly LessonSection[]),
    activeSection: editor.activeSection,
    blocks: (section?.info_units ?? []).map((unit, index) => constructorBlockOf(unit as LooseUnit, index)),
    canEdit: editor.canEdit,
    save: saveStateOf(editor.phase, editor.hasUnsavedChanges),
    saveError: editor.phase === 'failed' ? (editor.error?.message ?? null) : null,
    conflict: editor.phase === 'conflict',
    canResolveConflict: editor.canResolveConflict,
    deletingSection: editor.loading.section,
    deletingBlock: editor.loading.save,
    quizzes,
    copy: editor.lesson
      ? {
          lessonId: editor.lesson.id,
          allowed: editor.canCopy,
          courses: editor.courses,
          searching: editor.loading.courses,
          error: editor.requestError?.operation === 'courses' ? editor.requestError.message : null,
        }
      : undefined,
  };
}

/** Binds a running lesson editor: the constructor's view model and the expert's commands, never raw events. */
export function useLessonEditor(actor: LessonEditorActor, options: UseLessonEditorOptions = {}) {
  const { t } = useTranslation();
  const editor = useSelector(actor, selectLessonEditorView);
  const quizzes = options.quizzes ?? NO_QUIZZES;
  const view = useMemo(() => constructorViewOf(editor, quizzes), [editor, quizzes]);
  const { pickBlockFile } = options;
  const commands = useMemo<LessonConstructorCommands>(
    () => ({
      selectSection: (index) => actor.send({ type: 'section.select', index }),
      addSection: () =>
        actor.send({
          type: 'section.add',
          name: t('editor.new_section_name', {
            number: (actor.getSnapshot().context.lesson?.sections.length ?? 0) + 1,
          }),
        }),
      renameSection: (index, name) => actor.send({ type: 'section.rename', index, name }),
      deleteSection: (index) => actor.send({ type: 'section.delete', index }),
      ...editorCommandsOf(actor),
      pickBlockFile: (index, file) => pickBlockFile?.(actor.getSnapshot().context.activeSection, index, file),
      searchCourses: (search) => actor.send({ type: 'courses.search', search }),
      copyFrom: (fromLessonId) => actor.send({ type: 'lesson.copy', fromLessonId }),
      reloadLesson: () => actor.send({ type: 'conflict.reload' }),
    }),
    [actor, t, pickBlockFile],
  );
  const settings = useMemo(
    () => (editor.lesson ? settingsOf(editor.lesson as unknown as LessonSettings) : null),
    [editor.lesson],
  );
  const lessonId = editor.lesson?.id ?? null;
  const programLessons = useMemo(
    () =>
      editor.program
        ? [
            ...editor.program.sections.flatMap((section) => section.lessons),
            ...editor.program.lessons_without_section,
          ]
            .filter((lesson) => lesson.id !== lessonId)
            .map((lesson) => ({ id: lesson.id, title: lesson.title }))
        : [],
    [editor.program, lessonId],
  );
  const settingsCommands = useMemo(
    () => ({
      changeSettings: (changes: LessonSettingsChanges, change?: { typed?: boolean }) =>
        actor.send({ type: 'settings.change', changes, typed: change?.typed }),
      toggleAutoTimezone: () => actor.send({ type: 'autoTimezone.toggle' }),
      /** The course program, for "opens after these lessons" (GET /courses/{course}/program). */
      loadProgram: () => actor.send({ type: 'program.load' }),
    }),
    [actor],
  );
  return { view, editor, commands, settings, programLessons, ...settingsCommands };
}

/** What useLessonEditor gives a page. */
export type LessonEditorBinding = ReturnType<typeof useLessonEditor>;
