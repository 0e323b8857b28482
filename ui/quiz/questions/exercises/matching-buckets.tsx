import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type UniqueIdentifier,
  useDroppable,
} from '@dnd-kit/core';
import { type ReactNode, useCallback, useState } from 'react';
import type { Statement } from '../../../../core/api/quiz.ts';
import { answersBoundTo, bind, unbind, unboundAnswers } from '../../../../core/quiz/index.ts';
import { useDragSensors } from '../../../drag/drag-sensors.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { CloseIcon } from '../../../icons/index.ts';
import { AnswerChipFace } from './answer-chip-face.tsx';
import { useDragAccessibility } from './drag-accessibility.ts';
import { DraggableAnswer } from './draggable-answer.tsx';
import { ExerciseError } from './exercise-error.tsx';
import { ExerciseHint } from './exercise-hint.tsx';
import styles from './exercises.module.css';
import { MatchingContent } from './matching-content.tsx';
import { idOf, sideOf, statementKey } from './matching-keys.ts';
import matchStyles from './matching-screen.module.css';
import type { InteractiveMatchingProps } from './matching-screen.types.ts';
import { statementPlainText } from './statement-html.tsx';
import { useMatchingTexts } from './use-matching-texts.ts';

/** Many-to-one: a pool of answers and a drop area per statement; tap an answer then its area, or drag. */
export function MatchingBuckets(props: InteractiveMatchingProps) {
  const { t } = useTranslation();
  const { question, answer, onChange, disabled } = props;
  const [selected, setSelected] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const textOf = useMatchingTexts(question);
  const nameOf = useCallback(
    (key: UniqueIdentifier) =>
      String(key) === 'pool' ? t('exercises.matching_answers') : `«${textOf(sideOf(key), idOf(key))}»`,
    [t, textOf],
  );
  const accessibility = useDragAccessibility(nameOf);
  const sensors = useDragSensors();
  const pool = unboundAnswers(answer);
  const answerOf = (id: number) => question.answers.find((option) => option.id === id);
  const place = (statementId: number, answerId: number) => {
    setSelected(null);
    onChange(bind(answer, statementId, answerId));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const answerId = idOf(active.id);
    if (String(over.id) === 'pool') {
      const pair = answer.binds.find((candidate) => candidate.answerId === answerId);
      if (pair) onChange(unbind(answer, pair.statementId, answerId));
      return;
    }
    place(idOf(over.id), answerId);
  };
  const selectedName = selected == null ? '' : textOf('answer', selected);
  return (
    <div className={styles.screen}>
      <ExerciseHint>{t('exercises.matching_hint_many')}</ExerciseHint>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragStart={({ active }) => {
          setSelected(null);
          setDragging(idOf(active.id));
        }}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <div>
          <h3 className={styles.sectionLabel} id={`matching-pool-${question.id}`}>
            {t('exercises.matching_answers')}
          </h3>
          <DropList id="pool" className={`${matchStyles.pool}`} labelledBy={`matching-pool-${question.id}`}>
            {pool.length === 0 ? (
              <li className={styles.muted}>{t('exercises.matching_pool_empty')}</li>
            ) : (
              pool.map((answerId) => (
                <li key={answerId}>
                  <DraggableAnswer
                    id={answerId}
                    className={styles.chip}
                    disabled={disabled}
                    selected={selected === answerId}
                    onClick={() => setSelected(selected === answerId ? null : answerId)}
                  >
                    <AnswerChipFace option={answerOf(answerId)} />
                  </DraggableAnswer>
                </li>
              ))
            )}
          </DropList>
        </div>
        <ul className={matchStyles.buckets}>
          {question.statements.map((statement) => (
            <Bucket key={statement.id} statement={statement} disabled={disabled} target={selected != null}>
              <ul className={matchStyles.bucketItems}>
                {answersBoundTo(answer, statement.id).map((answerId) => (
                  <li key={answerId}>
                    <span className={styles.chip} data-placed="">
                      <AnswerChipFace option={answerOf(answerId)} />
                      {disabled ? null : (
                        <button
                          type="button"
                          className={matchStyles.chipRemove}
                          aria-label={t('exercises.matching_remove', {
                            answer: textOf('answer', answerId),
                            statement: statementPlainText(statement.text),
                          })}
                          onClick={() => onChange(unbind(answer, statement.id, answerId))}
                        >
                          <CloseIcon size={14} />
                        </button>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
              {selected != null && !disabled ? (
                <button
                  type="button"
                  className={`${styles.chip} ${matchStyles.placeHere}`}
                  onClick={() => place(statement.id, selected)}
                >
                  {t('exercises.matching_place_here', { answer: selectedName })}
                </button>
              ) : answersBoundTo(answer, statement.id).length === 0 ? (
                <p className={matchStyles.dropHint}>{t('exercises.matching_drop_here')}</p>
              ) : null}
            </Bucket>
          ))}
        </ul>
        <DragOverlay dropAnimation={null}>
          {dragging == null ? null : (
            <span className={styles.chip} data-overlay="">
              <AnswerChipFace option={answerOf(dragging)} />
            </span>
          )}
        </DragOverlay>
      </DndContext>
      <ExerciseError error={props.error} />
    </div>
  );
}

function DropList({
  id,
  className,
  labelledBy,
  children,
}: {
  id: string;
  className: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const drop = useDroppable({ id });
  return (
    <ul
      ref={drop.setNodeRef}
      className={className}
      aria-labelledby={labelledBy}
      data-over={drop.isOver || undefined}
    >
      {children}
    </ul>
  );
}

function Bucket({
  statement,
  disabled,
  target,
  children,
}: {
  statement: Statement;
  disabled: boolean;
  target: boolean;
  children: ReactNode;
}) {
  const drop = useDroppable({ id: statementKey(statement.id), disabled });
  return (
    <li
      ref={drop.setNodeRef}
      className={matchStyles.bucket}
      data-over={drop.isOver || undefined}
      data-target={(target && !disabled) || undefined}
    >
      <h4 className={matchStyles.bucketTitle}>
        <MatchingContent html={statement.text} image={statement.image?.url} />
      </h4>
      {children}
    </li>
  );
}
