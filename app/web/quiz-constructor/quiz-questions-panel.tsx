import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { QUESTION_SLUGS, type Question, type QuestionSlug } from '../../../core/api/quiz.ts';
import type { QuestionDocument } from '../../../core/api/quiz-authoring.ts';
import {
  documentOf,
  documentProblems,
  keyChanged,
  moveItem,
  newQuestionDocument,
  questionProblems,
  questionSaveMachine,
  selectQuestionSaveView,
  withPositionOrder,
} from '../../../core/quiz-constructor/index.ts';
import { useTranslation } from '../../../ui/i18n/i18n-context.tsx';
import { PlusIcon } from '../../../ui/icons/index.ts';
import { DeleteConfirmModal } from '../../../ui/modal/index.ts';
import { useNotify } from '../../../ui/notifications/index.ts';
import { Button, EmptyState } from '../../../ui/primitives/index.ts';
import {
  QuestionEditor,
  RescoreConfirmModal,
  SortableRows,
  useProblemText,
} from '../../../ui/quiz-constructor/index.ts';
import editorStyles from '../../../ui/quiz-constructor/question-editor.module.css';
import styles from '../../../ui/quiz-constructor/quiz-constructor.module.css';
import type { QuizConstructorApi } from './quiz-constructor-api.ts';
import { useQuizFileUpload, useQuizImageUpload } from './use-quiz-image-upload.ts';

/** The question being edited: a new one of a slug, or a saved one by id. */
type Editing = { questionId: number | null; doc: QuestionDocument };

/**
 * The quiz's questions in order, each with what is wrong with it: edit one in place (its answers,
 * statements and gaps keep their ids), add one of any of the 22 types, move, delete after a confirm.
 */
export function QuizQuestionsPanel({
  quizId,
  questions,
  api,
  queryKey,
}: {
  quizId: number;
  questions: readonly Question[];
  api: QuizConstructorApi;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const [slug, setSlug] = useState<QuestionSlug>('single_answer');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const open = (next: Editing) => setEditing(next);
  const saved = async (rescored: boolean) => {
    await refresh();
    setEditing(null);
    notify.success(t(rescored ? 'expert.quiz_rescored' : 'expert.quiz_editor_saved'));
  };
  const move = async (index: number, to: number) => {
    const ids = moveItem(
      questions.map((question) => question.id),
      index,
      to,
    );
    try {
      await api.orderQuestions(quizId, ids);
      await refresh();
    } catch {
      notify.danger(t('expert.quiz_editor_move_failed'));
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await api.deleteQuestion(deleting.id);
      await refresh();
      setDeleting(null);
    } catch {
      notify.danger(t('expert.quiz_editor_delete_failed'));
    } finally {
      setDeleteBusy(false);
    }
  };

  const editor = (questionId: number | null) =>
    editing && editing.questionId === questionId ? (
      <QuestionEditSession
        key={questionId ?? 'new'}
        quizId={quizId}
        editing={editing}
        before={questions.find((question) => question.id === questionId) ?? null}
        api={api}
        onChange={(doc) => setEditing({ questionId, doc })}
        onCancel={() => setEditing(null)}
        onSaved={saved}
      />
    ) : null;

  return (
    <div className={styles.form}>
      {questions.length === 0 && !editing ? (
        <EmptyState
          title={t('expert.quiz_questions_empty_title')}
          text={t('expert.quiz_questions_empty_text')}
        />
      ) : null}
      <SortableRows
        items={questions}
        keyOf={(question) => String(question.id)}
        labels={{
          list: t('expert.quiz_questions_list'),
          item: (number) => t('expert.quiz_question_number', { number }),
          up: (number) => t('expert.quiz_editor_question_up', { number }),
          down: (number) => t('expert.quiz_editor_question_down', { number }),
          remove: (number) => t('expert.quiz_editor_question_delete', { number }),
        }}
        rowData={(question) => ({ 'data-question': question.id })}
        rowClassName={styles.question}
        disabled={editing !== null}
        onMove={(from, to) => void move(from, to)}
        onRemove={(index) => setDeleting(questions[index] ?? null)}
        renderRow={(question, index) => {
          const number = index + 1;
          const title = question.name?.trim() || t('expert.quiz_question_untitled');
          if (editing?.questionId === question.id)
            return <div className={styles.questionEditor}>{editor(question.id)}</div>;
          return (
            <>
              <span>{t('expert.quiz_question_number', { number })}</span>
              <strong>{title}</strong>
              <span className={styles.questionType}>{t(`expert.quiz_type_${question.type.slug}`)}</span>
              <Button
                variant="ghost"
                size="sm"
                className={styles.questionEdit}
                aria-label={t('expert.quiz_editor_edit_named', { number })}
                disabled={editing !== null}
                onClick={() => open({ questionId: question.id, doc: documentOf(question) })}
              >
                {t('expert.quiz_editor_edit')}
              </Button>
              {questionProblems(question).map((problem) => (
                <span key={`${problem.code}:${problem.field}`} className={styles.problem}>
                  {problemText(problem)}
                </span>
              ))}
            </>
          );
        }}
      />
      {editor(null)}
      {editing?.questionId === null ? null : (
        <div className={styles.toolbar}>
          <label className={editorStyles.rows}>
            <span className={editorStyles.legend}>{t('expert.quiz_editor_new_type')}</span>
            <select
              className={editorStyles.select}
              value={slug}
              onChange={(event) => setSlug(event.currentTarget.value as QuestionSlug)}
            >
              {QUESTION_SLUGS.map((option) => (
                <option key={option} value={option}>
                  {t(`expert.quiz_type_${option}`)}
                </option>
              ))}
            </select>
          </label>
          <Button
            iconStart={<PlusIcon size={16} />}
            onClick={() => open({ questionId: null, doc: newQuestionDocument(slug, '') })}
          >
            {t('expert.quiz_editor_add_question')}
          </Button>
        </div>
      )}
      <DeleteConfirmModal
        open={deleting !== null}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
        title={t('expert.quiz_editor_delete_title')}
        text={t('expert.quiz_editor_delete_text')}
        loading={deleteBusy}
        onConfirm={remove}
      />
    </div>
  );
}

/**
 * One opening of the question editor with its save cycle (`questionSaveMachine`): a save that changed
 * the key or points of a question students answered asks whether to re-score their attempts.
 */
function QuestionEditSession({
  quizId,
  editing,
  before,
  api,
  onChange,
  onCancel,
  onSaved,
}: {
  quizId: number;
  editing: Editing;
  /** The question as it was read, or null for a new one. */
  before: Question | null;
  api: QuizConstructorApi;
  onChange: (doc: QuestionDocument) => void;
  onCancel: () => void;
  onSaved: (rescored: boolean) => void;
}) {
  const latest = useRef(editing);
  latest.current = editing;
  const actor = useActorRef(
    questionSaveMachine.provide({
      actors: {
        saveQuestion: fromPromise(async () => {
          const { questionId, doc } = latest.current;
          const body = withPositionOrder(doc);
          if (questionId === null) {
            await api.addQuestion(quizId, body);
            return { attempts: 0 };
          }
          const stored = await api.saveQuestion(questionId, body);
          if (!before || !keyChanged(before, stored)) return { attempts: 0 };
          return { attempts: await api.answeredAttempts(questionId) };
        }),
        rescoreQuestion: fromPromise(() => api.rescoreQuestion(latest.current.questionId!)),
      },
    }),
  );
  const images = useQuizImageUpload();
  const files = useQuizFileUpload();
  const view = useSelector(actor, selectQuestionSaveView);
  const rescored = useSelector(actor, (snapshot) => snapshot.context.rescored !== null);
  const done = useRef(false);
  useEffect(() => {
    if (!view.done || done.current) return;
    done.current = true;
    onSaved(rescored);
  }, [view.done, rescored, onSaved]);
  return (
    <>
      <QuestionEditor
        doc={editing.doc}
        problems={documentProblems(editing.doc)}
        saving={view.saving || view.asking}
        failed={view.failed}
        onChange={(doc) => {
          actor.send({ type: 'edit' });
          onChange(doc);
        }}
        onSave={() => actor.send({ type: 'save' })}
        onCancel={onCancel}
        images={images}
        files={files}
      />
      <RescoreConfirmModal
        open={view.asking}
        attempts={view.attempts}
        busy={view.saving}
        failed={view.rescoreFailed}
        onRescore={() => actor.send({ type: view.rescoreFailed ? 'retry' : 'rescore' })}
        onKeep={() => actor.send({ type: 'keep' })}
      />
    </>
  );
}
