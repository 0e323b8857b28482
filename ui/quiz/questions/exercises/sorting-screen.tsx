import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback } from 'react';
import type { Answer } from '../../../../core/api/quiz.ts';
import { type Mark, reorder, type SortingAnswer, type SortingReview } from '../../../../core/quiz/index.ts';
import { useDragSensors } from '../../../drag/drag-sensors.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { ChevronDownIcon } from '../../../icons/index.ts';
import { Button } from '../../../primitives/index.ts';
import type { QuestionScreenProps } from '../question-screen.types.ts';
import { useAnswerOwnerLabel } from '../review-audience.tsx';
import { useDragAccessibility } from './drag-accessibility.ts';
import { ExerciseHint } from './exercise-hint.tsx';
import styles from './exercises.module.css';
import { ReviewMark } from './review-mark.tsx';
import sortStyles from './sorting-screen.module.css';

type SortingProps = QuestionScreenProps<SortingAnswer, SortingReview>;

const itemKey = (answerId: number) => `sort-${answerId}`;
const answerIdOf = (key: UniqueIdentifier) => Number(String(key).replace('sort-', ''));

/** Sorting: drag the answers (or move them with the arrow buttons) into order; review marks each place. */
export function SortingScreen(props: SortingProps) {
  return props.mode === 'interactive' ? <SortingInteractive {...props} /> : <SortingReviewView {...props} />;
}

function SortingInteractive(props: Extract<SortingProps, { mode: 'interactive' }>) {
  const { t } = useTranslation();
  const { question, answer, onChange, disabled } = props;
  const textOf = useCallback(
    (answerId: number) => question.answers.find((candidate) => candidate.id === answerId)?.text ?? '',
    [question],
  );
  const nameOf = useCallback(
    (key: UniqueIdentifier) => {
      const answerId = answerIdOf(key);
      return `«${textOf(answerId)}», ${t('exercises.position', { number: answer.order.indexOf(answerId) + 1 })}`;
    },
    [answer.order, t, textOf],
  );
  const accessibility = useDragAccessibility(nameOf);
  const sensors = useDragSensors(true);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(
      reorder(answer, answer.order.indexOf(answerIdOf(active.id)), answer.order.indexOf(answerIdOf(over.id))),
    );
  };
  return (
    <div className={styles.screen}>
      <ExerciseHint>{t('exercises.sorting_hint')}</ExerciseHint>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragEnd={onDragEnd}
      >
        <SortableContext
          items={answer.order.map(itemKey)}
          strategy={verticalListSortingStrategy}
          disabled={disabled}
        >
          <ol className={sortStyles.list} aria-label={t('exercises.sorting_list')}>
            {answer.order.map((answerId, position) => {
              const option = question.answers.find((candidate) => candidate.id === answerId);
              return (
                <SortableItem
                  key={answerId}
                  answerId={answerId}
                  option={option}
                  position={position}
                  count={answer.order.length}
                  disabled={disabled}
                  onMove={(to) => onChange(reorder(answer, position, to))}
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

function SortableItem({
  answerId,
  option,
  position,
  count,
  disabled,
  onMove,
}: {
  answerId: number;
  option: Answer | undefined;
  position: number;
  count: number;
  disabled: boolean;
  onMove(to: number): void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: itemKey(answerId),
      disabled,
    });
  const text = option?.text ?? '';
  return (
    <li
      ref={setNodeRef}
      className={sortStyles.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={sortStyles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('exercises.drag_handle', { item: text })}
        disabled={disabled}
      >
        <GripIcon />
      </button>
      <span className={sortStyles.number} aria-hidden="true">
        {position + 1}
      </span>
      <span className={sortStyles.text}>
        {option?.image?.url ? <img className={sortStyles.image} src={option.image.url} alt={text} /> : null}
        {text}
      </span>
      <span className={sortStyles.moves}>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('exercises.move_up', { item: text })}
          disabled={disabled || position === 0}
          onClick={() => onMove(position - 1)}
        >
          <ChevronDownIcon size={18} style={{ transform: 'rotate(180deg)' }} />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('exercises.move_down', { item: text })}
          disabled={disabled || position === count - 1}
          onClick={() => onMove(position + 1)}
        >
          <ChevronDownIcon size={18} />
        </Button>
      </span>
    </li>
  );
}

function SortingReviewView(props: Extract<SortingProps, { mode: 'review' }>) {
  const { t } = useTranslation();
  const answerOwner = useAnswerOwnerLabel('exercises');
  const { question, review } = props;
  const { given, correctOrder } = review.detail;
  const textOf = (answerId: number) =>
    question.answers.find((candidate) => candidate.id === answerId)?.text ?? '';
  return (
    <div className={styles.screen}>
      <ol className={sortStyles.list} aria-label={answerOwner}>
        {given.map((item, position) => (
          <ReviewItem key={item.answerId} text={item.text} position={position} mark={item.mark} />
        ))}
      </ol>
      {correctOrder && review.score.verdict !== 'correct' ? (
        <section className={styles.key}>
          <h3 className={styles.keyTitle}>{t('exercises.correct_order')}</h3>
          <ol className={sortStyles.keyList}>
            {correctOrder.map((answerId) => (
              <li key={answerId} className={styles.keyText}>
                {textOf(answerId)}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

function ReviewItem({ text, position, mark }: { text: string; position: number; mark: Mark }) {
  return (
    <li className={sortStyles.item} data-mark={mark ?? undefined}>
      <span className={sortStyles.number} aria-hidden="true">
        {position + 1}
      </span>
      <span className={sortStyles.text}>{text}</span>
      <ReviewMark mark={mark} />
    </li>
  );
}

function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
      {[3, 8, 13].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" />))}
    </svg>
  );
}
