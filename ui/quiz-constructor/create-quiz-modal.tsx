import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { Modal } from '../modal/index.ts';
import { Button, Field, TextField } from '../primitives/index.ts';
import styles from './quiz-constructor.module.css';

/** A course of the school with the lessons a quiz can be added to. */
export interface QuizPlaceOption {
  id: number;
  title: string;
  lessons: readonly { id: number; title: string }[];
}

/** What the expert chose in the creation modal. */
export interface NewQuiz {
  name: string;
  lessonId: number;
}

/** Props of the CreateQuizModal. */
export interface CreateQuizModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The school's courses with their lessons; `undefined` while they load. */
  places: readonly QuizPlaceOption[] | undefined;
  placesFailed?: boolean;
  /** Creates the quiz; a rejection keeps the modal open with the message given. */
  onCreate(quiz: NewQuiz): Promise<void>;
}

/** Creating a quiz: its name and the lesson of a course it belongs to (spec 1 §2 `?new=true`). */
export function CreateQuizModal({
  open,
  onOpenChange,
  places,
  placesFailed,
  onCreate,
}: CreateQuizModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState('');
  const [courseId, setCourseId] = useState<number | null>(null);
  const [lessonId, setLessonId] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const withLessons = (places ?? []).filter((course) => course.lessons.length > 0);
  const course = withLessons.find((candidate) => candidate.id === courseId) ?? withLessons[0];
  const lesson = course?.lessons.find((candidate) => candidate.id === lessonId) ?? course?.lessons[0];

  useEffect(() => {
    if (!open) {
      setName('');
      setTried(false);
      setFailure(null);
    }
  }, [open]);

  const nameError = tried && name.trim() === '' ? t('expert.quiz_new_name_required') : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (name.trim() === '' || !lesson) return;
    setSaving(true);
    setFailure(null);
    try {
      await onCreate({ name: name.trim(), lessonId: lesson.id });
    } catch {
      setFailure(t('expert.quiz_new_failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('expert.quiz_new_title')}
      description={t('expert.quiz_new_description')}
      preventDismiss={saving}
      width={520}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            {t('expert.quiz_new_cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!lesson}>
            {t('expert.quiz_new_create')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('expert.quiz_new_name')}
          value={name}
          maxLength={255}
          required
          autoFocus
          error={nameError}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {placesFailed ? (
          <p className={styles.formError} role="alert">
            {t('expert.quiz_new_places_failed')}
          </p>
        ) : places && withLessons.length === 0 ? (
          <p className={styles.formError} role="alert">
            {t('expert.quiz_new_no_lessons')}
          </p>
        ) : (
          <>
            <Field label={t('expert.quiz_new_course')} required>
              {(control) => (
                <select
                  {...control}
                  className={styles.select}
                  disabled={!places || saving}
                  value={course?.id ?? ''}
                  onChange={(event) => {
                    setCourseId(Number(event.currentTarget.value));
                    setLessonId(null);
                  }}
                >
                  {withLessons.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('expert.quiz_new_lesson')} required hint={t('expert.quiz_new_lesson_hint')}>
              {(control) => (
                <select
                  {...control}
                  className={styles.select}
                  disabled={!places || saving}
                  value={lesson?.id ?? ''}
                  onChange={(event) => setLessonId(Number(event.currentTarget.value))}
                >
                  {(course?.lessons ?? []).map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        )}
        {failure ? (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
