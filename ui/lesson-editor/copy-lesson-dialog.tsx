import { useEffect, useId, useState } from 'react';
import type { CourseWithLessons } from '../../core/api/lessons.ts';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Modal } from '../modal/index.ts';
import { Button, Spinner, TextField } from '../primitives/index.ts';
import styles from './lesson-constructor.module.css';

/** Props of the CopyLessonDialog. */
export interface CopyLessonDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The lesson being edited: it is not offered as a source. */
  lessonId: number;
  /** The school's courses (of the lesson's kind) with the lessons the search found. */
  courses: readonly CourseWithLessons[];
  /** The search is waiting for the typing to rest or for its answer. */
  searching: boolean;
  /** The search's failure, when it failed. */
  error: string | null;
  onSearch(search: string): void;
  /** The person confirmed: this lesson's content is to be replaced by the chosen lesson's. */
  onCopy(fromLessonId: number): void;
}

/**
 * "Copy from another lesson" (spec 1 §4): search the school's lessons by title, pick one, then confirm that it
 * replaces this lesson's sections and blocks. The settings (title, drip, previews) stay this lesson's.
 */
export function CopyLessonDialog(props: CopyLessonDialogProps) {
  const { t } = useTranslation();
  const { open, onSearch } = props;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: number; title: string; course: string } | null>(null);
  const listId = useId();

  // Opening shows every lesson at once (an empty search lists them all); closing forgets the choice.
  useEffect(() => {
    if (open) onSearch('');
    else {
      setSearch('');
      setChosen(null);
    }
  }, [open, onSearch]);

  const offered = props.courses
    .map((course) => ({
      ...course,
      lessons: course.lessons.filter((lesson) => lesson.id !== props.lessonId),
    }))
    .filter((course) => course.lessons.length > 0);

  if (chosen) {
    return (
      <Modal
        open={open}
        onOpenChange={props.onOpenChange}
        title={t('editor.copy_confirm_title', { title: chosen.title })}
        description={t('editor.copy_confirm_text', { title: chosen.title, course: chosen.course })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setChosen(null)}>
              {t('editor.copy_back')}
            </Button>
            <Button variant="danger" onClick={() => props.onCopy(chosen.id)}>
              {t('editor.copy_confirm')}
            </Button>
          </>
        }
      />
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={props.onOpenChange}
      title={t('editor.copy_title')}
      description={t('editor.copy_text')}
      width={560}
    >
      <TextField
        label={t('editor.copy_search')}
        type="search"
        value={search}
        aria-controls={listId}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          onSearch(event.currentTarget.value);
        }}
      />
      <div id={listId} className={styles.copyResults} aria-busy={props.searching}>
        {props.searching ? (
          <Spinner size={20} label={t('editor.copy_searching')} />
        ) : props.error ? (
          <p role="alert" className={styles.errorText}>
            {t('editor.copy_search_failed', { message: props.error })}
          </p>
        ) : offered.length === 0 ? (
          <p role="status" className={styles.muted}>
            {search.trim()
              ? t('editor.copy_nothing_found', { search: search.trim() })
              : t('editor.copy_no_lessons')}
          </p>
        ) : (
          offered.map((course) => (
            <section key={course.id} className={styles.copyCourse} aria-label={course.title}>
              <h3 className={styles.copyCourseTitle}>{course.title}</h3>
              <ul className={styles.copyLessons}>
                {course.lessons.map((lesson) => (
                  <li key={lesson.id}>
                    <button
                      type="button"
                      className={styles.copyLesson}
                      onClick={() => setChosen({ id: lesson.id, title: lesson.title, course: course.title })}
                    >
                      {lesson.title}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </Modal>
  );
}
