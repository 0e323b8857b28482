import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type UniqueIdentifier,
  useDroppable,
} from '@dnd-kit/core';
import { useCallback, useState } from 'react';
import type { Answer, Statement } from '../../../../core/api/quiz.ts';
import { bind, type Mark, toggleBind, unbind } from '../../../../core/quiz/index.ts';
import type { MatchingStatementReview } from '../../../../core/quiz/question-types/conformity-answer.ts';
import { useDragSensors } from '../../../drag/drag-sensors.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { CloseIcon } from '../../../icons/index.ts';
import { useDragAccessibility } from './drag-accessibility.ts';
import { DraggableAnswer } from './draggable-answer.tsx';
import { ExerciseError } from './exercise-error.tsx';
import { ExerciseHint } from './exercise-hint.tsx';
import styles from './exercises.module.css';
import { MatchingContent } from './matching-content.tsx';
import { answerKey, idOf, type MatchingSide, sideOf, statementKey } from './matching-keys.ts';
import { type LineTone, MatchingLines } from './matching-lines.tsx';
import matchStyles from './matching-screen.module.css';
import type { MatchingProps } from './matching-screen.types.ts';
import { ReviewMark } from './review-mark.tsx';
import { statementPlainText } from './statement-html.tsx';
import { useMatchingTexts } from './use-matching-texts.ts';

type Selection = { kind: MatchingSide; id: number } | null;

/** One-to-one on desktop (above 760 px), answering or in review: statements left, answers right, lines between bound pairs. */
export function MatchingColumns(props: MatchingProps) {
  const { t } = useTranslation();
  const { question, answer } = props;
  const review = props.mode === 'review' ? props.review.detail : null;
  const interactive = props.mode === 'interactive' ? props : null;
  const [selection, setSelection] = useState<Selection>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const textOf = useMatchingTexts(question);
  const binds = review
    ? review.statements.flatMap((item) =>
        item.boundAnswerIds.map((answerId) => ({ statementId: item.statementId, answerId })),
      )
    : answer.binds;
  const markOf = (statementId: number) =>
    review?.statements.find((item) => item.statementId === statementId)?.mark;
  const nameOf = useCallback((key: UniqueIdentifier) => `«${textOf(sideOf(key), idOf(key))}»`, [textOf]);
  const accessibility = useDragAccessibility(nameOf);
  const sensors = useDragSensors();
  const disabled = interactive ? interactive.disabled : true;

  const choose = (kind: MatchingSide, id: number) => {
    if (!interactive) return;
    if (selection && selection.kind !== kind) {
      const statementId = kind === 'statement' ? id : selection.id;
      const answerId = kind === 'answer' ? id : selection.id;
      interactive.onChange(toggleBind(answer, statementId, answerId));
      setSelection(null);
      return;
    }
    setSelection(selection?.kind === kind && selection.id === id ? null : { kind, id });
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    setSelection(null);
    setDragging(idOf(active.id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (interactive && over) interactive.onChange(bind(answer, idOf(over.id), idOf(active.id)));
  };
  const lines = binds.map((pair) => ({
    from: statementKey(pair.statementId),
    to: answerKey(pair.answerId),
    tone: toneOf(markOf(pair.statementId), review !== null),
  }));
  const selectedText = selection ? t('exercises.matching_selected') : '';

  const body = (
    <div className={matchStyles.columns}>
      <MatchingLines lines={lines} />
      <h3 className={`${styles.sectionLabel} ${matchStyles.columnTitle}`} style={{ gridColumn: 1 }}>
        {t('exercises.matching_statements')}
      </h3>
      <h3 className={`${styles.sectionLabel} ${matchStyles.columnTitle}`} style={{ gridColumn: 3 }}>
        {t('exercises.matching_answers')}
      </h3>
      <ul
        className={matchStyles.column}
        style={{ gridColumn: 1 }}
        aria-label={t('exercises.matching_statements')}
      >
        {question.statements.map((statement) => {
          const bound = binds
            .filter((pair) => pair.statementId === statement.id)
            .map((pair) => pair.answerId);
          const item = review?.statements.find((candidate) => candidate.statementId === statement.id);
          return (
            <li key={statement.id}>
              <StatementCard
                statement={statement}
                bound={bound}
                textOf={textOf}
                item={item}
                interactive={interactive !== null}
                disabled={disabled}
                selected={selection?.kind === 'statement' && selection.id === statement.id}
                selectedText={selectedText}
                onClick={() => choose('statement', statement.id)}
                onRemove={(answerId) => interactive?.onChange(unbind(answer, statement.id, answerId))}
              />
            </li>
          );
        })}
      </ul>
      <ul
        className={matchStyles.column}
        style={{ gridColumn: 3 }}
        aria-label={t('exercises.matching_answers')}
      >
        {question.answers.map((option) => (
          <li key={option.id}>
            <AnswerCard
              option={option}
              bound={binds.some((pair) => pair.answerId === option.id)}
              interactive={interactive !== null}
              disabled={disabled}
              selected={selection?.kind === 'answer' && selection.id === option.id}
              onClick={() => choose('answer', option.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <div className={styles.screen}>
      {interactive ? <ExerciseHint>{t('exercises.matching_hint_drag')}</ExerciseHint> : null}
      {interactive ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={accessibility}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
        >
          {body}
          <DragOverlay dropAnimation={null}>
            {dragging == null ? null : (
              <span className={matchStyles.card} data-overlay="">
                <AnswerContent answer={question.answers.find((option) => option.id === dragging)} />
              </span>
            )}
          </DragOverlay>
        </DndContext>
      ) : (
        body
      )}
      <ExerciseError error={interactive?.error} />
    </div>
  );
}

function StatementCard({
  statement,
  bound,
  textOf,
  item,
  interactive,
  disabled,
  selected,
  selectedText,
  onClick,
  onRemove,
}: {
  statement: Statement;
  bound: number[];
  textOf: (kind: MatchingSide, id: number) => string;
  item: MatchingStatementReview | undefined;
  interactive: boolean;
  disabled: boolean;
  selected: boolean;
  selectedText: string;
  onClick(): void;
  onRemove(answerId: number): void;
}) {
  const { t } = useTranslation();
  const drop = useDroppable({ id: statementKey(statement.id), disabled: !interactive || disabled });
  const name = statementPlainText(statement.text);
  const state = bound.length
    ? t('exercises.matching_bound', {
        statement: name,
        answer: bound.map((id) => textOf('answer', id)).join(', '),
      })
    : t('exercises.matching_unbound', { statement: name });
  const content = (
    <>
      <MatchingContent html={statement.text} image={statement.image?.url} />
      <span className="visually-hidden">{`. ${state}${selected ? `, ${selectedText}` : ''}`}</span>
      {item ? <ReviewMark mark={item.mark} /> : null}
    </>
  );
  const fix =
    item?.correctAnswerIds && item.mark !== 'correct'
      ? item.correctAnswerIds.map((id) => textOf('answer', id)).join(', ')
      : null;
  return (
    <div className={matchStyles.statementCell} ref={drop.setNodeRef}>
      <div style={{ flex: 1, minWidth: 0 }}>
        {interactive ? (
          <button
            type="button"
            className={matchStyles.card}
            data-line-key={statementKey(statement.id)}
            data-bound={bound.length > 0 || undefined}
            data-selected={selected || undefined}
            data-over={drop.isOver || undefined}
            aria-pressed={selected}
            disabled={disabled}
            onClick={onClick}
          >
            {content}
          </button>
        ) : (
          <div
            className={matchStyles.card}
            data-line-key={statementKey(statement.id)}
            data-mark={item?.mark ?? undefined}
          >
            {content}
          </div>
        )}
        {fix ? (
          <p className={matchStyles.fix}>
            {`${t('exercises.correct_answer')}: `}
            {fix}
          </p>
        ) : null}
      </div>
      {interactive && !disabled && bound[0] != null ? (
        <button
          type="button"
          className={matchStyles.remove}
          aria-label={t('exercises.matching_remove', { answer: textOf('answer', bound[0]), statement: name })}
          onClick={() => bound[0] != null && onRemove(bound[0])}
        >
          <CloseIcon size={14} />
        </button>
      ) : null}
    </div>
  );
}

function AnswerCard({
  option,
  bound,
  interactive,
  disabled,
  selected,
  onClick,
}: {
  option: Answer;
  bound: boolean;
  interactive: boolean;
  disabled: boolean;
  selected: boolean;
  onClick(): void;
}) {
  if (!interactive)
    return (
      <div className={matchStyles.card} data-line-key={answerKey(option.id)}>
        <AnswerContent answer={option} />
      </div>
    );
  return (
    <DraggableAnswer
      id={option.id}
      className={matchStyles.card}
      lineKey={answerKey(option.id)}
      bound={bound}
      disabled={disabled}
      selected={selected}
      onClick={onClick}
    >
      <AnswerContent answer={option} />
    </DraggableAnswer>
  );
}

function toneOf(mark: Mark | undefined, review: boolean): LineTone {
  if (!review) return 'answering';
  return mark ?? 'plain';
}

function AnswerContent({ answer }: { answer: Answer | undefined }) {
  return (
    <>
      {answer?.image?.url ? (
        <img className={matchStyles.image} src={answer.image.url} alt={answer.text ?? ''} />
      ) : null}
      <span className={matchStyles.cardText}>{answer?.text}</span>
    </>
  );
}
