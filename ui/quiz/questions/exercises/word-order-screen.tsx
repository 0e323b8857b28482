import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type UniqueIdentifier,
  useDroppable,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useCallback, useState } from 'react';
import {
  placeWord,
  poolWords,
  returnWord,
  type WordOrderAnswer,
  type WordOrderReview,
} from '../../../../core/quiz/index.ts';
import { useDragSensors } from '../../../drag/drag-sensors.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import type { QuestionScreenProps } from '../question-screen.types.ts';
import { useAnswerOwnerLabel } from '../review-audience.tsx';
import { useDragAccessibility } from './drag-accessibility.ts';
import { ExerciseHint } from './exercise-hint.tsx';
import styles from './exercises.module.css';
import { ReviewMark } from './review-mark.tsx';
import wordStyles from './word-order-screen.module.css';

type WordOrderProps = QuestionScreenProps<WordOrderAnswer, WordOrderReview>;

const SENTENCE = 'zone-sentence';
const POOL = 'zone-pool';
const wordKey = (wordId: number) => `word-${wordId}`;
const wordIdOf = (key: UniqueIdentifier) => Number(String(key).replace('word-', ''));

/** Word order (sentence from words): words dragged or tapped into the sentence; tapping a placed word takes it back. */
export function WordOrderScreen(props: WordOrderProps) {
  return props.mode === 'interactive' ? (
    <WordOrderInteractive {...props} />
  ) : (
    <WordOrderReviewView {...props} />
  );
}

function WordOrderInteractive(props: Extract<WordOrderProps, { mode: 'interactive' }>) {
  const { t } = useTranslation();
  const { question, answer, onChange, disabled } = props;
  const [dragging, setDragging] = useState<number | null>(null);
  const textOf = useCallback(
    (wordId: number) => question.answers.find((candidate) => candidate.id === wordId)?.text ?? '',
    [question],
  );
  const nameOf = useCallback(
    (key: UniqueIdentifier) => {
      if (key === SENTENCE) return t('exercises.words_sentence');
      if (key === POOL) return t('exercises.words_pool');
      const wordId = wordIdOf(key);
      const place = answer.placed.indexOf(wordId);
      return place < 0
        ? `«${textOf(wordId)}»`
        : `«${textOf(wordId)}», ${t('exercises.position', { number: place + 1 })}`;
    },
    [answer.placed, t, textOf],
  );
  const accessibility = useDragAccessibility(nameOf);
  const sensors = useDragSensors(true);
  const pool = poolWords(answer);

  const onDragStart = ({ active }: DragStartEvent) => setDragging(wordIdOf(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const wordId = wordIdOf(active.id);
    if (over.id === POOL || (over.id !== SENTENCE && pool.includes(wordIdOf(over.id)))) {
      if (answer.placed.includes(wordId)) onChange(returnWord(answer, wordId));
      return;
    }
    const position = over.id === SENTENCE ? answer.placed.length : answer.placed.indexOf(wordIdOf(over.id));
    if (position < 0 || (answer.placed.indexOf(wordId) === position && over.id !== SENTENCE)) return;
    onChange(placeWord(answer, wordId, position));
  };

  return (
    <div className={styles.screen}>
      <ExerciseHint>{t('exercises.words_hint')}</ExerciseHint>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <div>
          <h3 className={styles.sectionLabel} id={`words-sentence-${question.id}`}>
            {t('exercises.words_sentence')}
          </h3>
          <SortableContext
            items={answer.placed.map(wordKey)}
            strategy={rectSortingStrategy}
            disabled={disabled}
          >
            <WordZone
              id={SENTENCE}
              labelledBy={`words-sentence-${question.id}`}
              className={`${wordStyles.sentence}`}
            >
              {answer.placed.length === 0 ? (
                <li className={wordStyles.placeholder}>{t('exercises.words_empty')}</li>
              ) : (
                answer.placed.map((wordId) => (
                  <WordChip
                    key={wordId}
                    wordId={wordId}
                    text={textOf(wordId)}
                    placed
                    disabled={disabled}
                    label={t('exercises.word_return', { word: textOf(wordId) })}
                    onClick={() => onChange(returnWord(answer, wordId))}
                  />
                ))
              )}
            </WordZone>
          </SortableContext>
        </div>
        <div>
          <h3 className={styles.sectionLabel} id={`words-pool-${question.id}`}>
            {t('exercises.words_pool')}
          </h3>
          <SortableContext items={pool.map(wordKey)} strategy={rectSortingStrategy} disabled={disabled}>
            <WordZone id={POOL} labelledBy={`words-pool-${question.id}`} className={`${wordStyles.pool}`}>
              {pool.length === 0 ? (
                <li className={wordStyles.placeholder}>{t('exercises.words_pool_empty')}</li>
              ) : (
                pool.map((wordId) => (
                  <WordChip
                    key={wordId}
                    wordId={wordId}
                    text={textOf(wordId)}
                    disabled={disabled}
                    label={t('exercises.word_add', { word: textOf(wordId) })}
                    onClick={() => onChange(placeWord(answer, wordId))}
                  />
                ))
              )}
            </WordZone>
          </SortableContext>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging == null ? null : (
            <span className={styles.chip} data-overlay="">
              {textOf(dragging)}
            </span>
          )}
        </DragOverlay>
      </DndContext>
      {props.error ? (
        <p role="alert" className={styles.muted}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function WordZone({
  id,
  labelledBy,
  className,
  children,
}: {
  id: string;
  labelledBy: string;
  className: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <ul
      ref={setNodeRef}
      aria-labelledby={labelledBy}
      className={`${wordStyles.zone} ${className}`}
      data-over={isOver || undefined}
    >
      {children}
    </ul>
  );
}

function WordChip({
  wordId,
  text,
  placed = false,
  disabled,
  label,
  onClick,
}: {
  wordId: number;
  text: string;
  placed?: boolean;
  disabled: boolean;
  label: string;
  onClick(): void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: wordKey(wordId),
    disabled,
  });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <button
        type="button"
        className={`${styles.chip} ${wordStyles.word}`}
        data-placed={placed || undefined}
        data-dragging={isDragging || undefined}
        {...attributes}
        {...listeners}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {text}
      </button>
    </li>
  );
}

function WordOrderReviewView(props: Extract<WordOrderProps, { mode: 'review' }>) {
  const { t } = useTranslation();
  const answerOwner = useAnswerOwnerLabel('exercises');
  const { wordsDiff, sentenceDiff, restWords } = props.review.detail;
  return (
    <div className={styles.screen}>
      <div>
        <h3 className={styles.sectionLabel}>{answerOwner}</h3>
        {wordsDiff.length === 0 ? (
          <p className={styles.muted}>{t('exercises.no_answer')}</p>
        ) : (
          <ol className={wordStyles.reviewSentence}>
            {wordsDiff.map((word, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: words repeat; a review list never moves
              <li key={`${word.word}-${index}`} className={styles.chip} data-mark={word.mark ?? undefined}>
                {word.word}
                <ReviewMark mark={word.mark} />
              </li>
            ))}
          </ol>
        )}
      </div>
      {restWords.length > 0 ? (
        <div>
          <h3 className={styles.sectionLabel}>{t('exercises.unused_words')}</h3>
          <ul className={styles.chipRow}>
            {restWords.map((word, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: words repeat; a review list never moves
              <li key={`${word}-${index}`} className={`${styles.chip} ${styles.muted}`}>
                {word}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {sentenceDiff && props.review.score.verdict !== 'correct' ? (
        <section className={styles.key}>
          <h3 className={styles.keyTitle}>{t('exercises.correct_sentence')}</h3>
          <p className={wordStyles.keySentence}>
            {sentenceDiff.map((word, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: words repeat; a review list never moves
                key={`${word.word}-${index}`}
                className={wordStyles.keyWord}
                data-missed={!word.isCorrect || undefined}
              >
                {word.word}
              </span>
            ))}
          </p>
        </section>
      ) : null}
    </div>
  );
}
