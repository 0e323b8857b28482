import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
} from '@dnd-kit/core';
import { type ReactNode, useCallback, useState } from 'react';
import type { Answer, Question, Statement } from '../../../../core/api/quiz.ts';
import {
  bind,
  type Mark,
  type MatchingAnswer,
  type MatchingReview,
  matchingLayout,
  toggleBind,
  unbind,
  unboundAnswers,
} from '../../../../core/quiz/index.ts';
import type { MatchingStatementReview } from '../../../../core/quiz/question-types/conformity-answer.ts';
import { Dropdown } from '../../../dropdown/index.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { CloseIcon } from '../../../icons/index.ts';
import type { QuestionScreenProps } from '../question-screen.types.ts';
import { useAnswerOwnerLabel } from '../review-audience.tsx';
import { useDragAccessibility, useExerciseSensors } from './drag-accessibility.ts';
import { ExerciseHint } from './exercise-hint.tsx';
import styles from './exercises.module.css';
import { optionOf } from './gaps-screen.tsx';
import { type LineTone, MatchingLines } from './matching-lines.tsx';
import matchStyles from './matching-screen.module.css';
import { ReviewMark } from './review-mark.tsx';
import { useScreenWidth } from './screen-width.tsx';
import { StatementHtml, statementPlainText } from './statement-html.tsx';

type MatchingProps = QuestionScreenProps<MatchingAnswer, MatchingReview>;
type InteractiveProps = Extract<MatchingProps, { mode: 'interactive' }>;
type Selection = { kind: 'statement' | 'answer'; id: number } | null;

const statementKey = (id: number) => `statement-${id}`;
const answerKey = (id: number) => `answer-${id}`;
const idOf = (key: UniqueIdentifier) => Number(String(key).split('-')[1]);

function useMatchingTexts(question: Question) {
  return useCallback(
    (kind: 'statement' | 'answer', id: number) => {
      if (kind === 'statement')
        return statementPlainText(question.statements.find((statement) => statement.id === id)?.text);
      return question.answers.find((answer) => answer.id === id)?.text ?? '';
    },
    [question],
  );
}

const boundTo = (answer: MatchingAnswer, statementId: number) =>
  answer.binds.filter((pair) => pair.statementId === statementId).map((pair) => pair.answerId);

/** Matching (conformity): one-to-one with lines above 760 px, a phone variant, many-to-one and combined dropdowns. */
export function MatchingScreen(props: MatchingProps) {
  const layout = matchingLayout(props.question, useScreenWidth());
  if (props.mode === 'review')
    return layout === 'one-to-one-desktop' ? (
      <MatchingColumns {...props} />
    ) : (
      <MatchingReviewCards {...props} />
    );
  if (layout === 'one-to-one-desktop') return <MatchingColumns {...props} />;
  if (layout === 'many-to-one') return <MatchingBuckets {...props} />;
  return <MatchingDropdowns {...props} />;
}

function toneOf(mark: Mark | undefined, review: boolean): LineTone {
  if (!review) return 'answering';
  return mark ?? 'plain';
}

function Content({ html, image }: { html?: string | null; image?: string | null }) {
  return (
    <>
      {image ? <img className={matchStyles.image} src={image} alt="" /> : null}
      <span className={matchStyles.cardText}>{html ? <StatementHtml html={html} /> : null}</span>
    </>
  );
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

/* One-to-one, desktop: statements left, answers right, lines between bound pairs. */

function MatchingColumns(props: MatchingProps) {
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
  const nameOf = useCallback(
    (key: UniqueIdentifier) =>
      `«${textOf(String(key).startsWith('statement') ? 'statement' : 'answer', idOf(key))}»`,
    [textOf],
  );
  const accessibility = useDragAccessibility(nameOf);
  const sensors = useExerciseSensors();
  const disabled = interactive ? interactive.disabled : true;

  const choose = (kind: 'statement' | 'answer', id: number) => {
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
              selectedText={selectedText}
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
      {interactive?.error ? (
        <p role="alert" className={styles.muted}>
          {interactive.error}
        </p>
      ) : null}
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
  textOf: (kind: 'statement' | 'answer', id: number) => string;
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
      <Content html={statement.text} image={statement.image?.url} />
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
  selectedText,
  onClick,
}: {
  option: Answer;
  bound: boolean;
  interactive: boolean;
  disabled: boolean;
  selected: boolean;
  selectedText: string;
  onClick(): void;
}) {
  const drag = useDraggable({ id: answerKey(option.id), disabled: !interactive || disabled });
  if (!interactive)
    return (
      <div className={matchStyles.card} data-line-key={answerKey(option.id)}>
        <AnswerContent answer={option} />
      </div>
    );
  return (
    <button
      type="button"
      ref={drag.setNodeRef}
      className={matchStyles.card}
      data-line-key={answerKey(option.id)}
      data-bound={bound || undefined}
      data-selected={selected || undefined}
      data-dragging={drag.isDragging || undefined}
      {...drag.attributes}
      {...drag.listeners}
      aria-roledescription={undefined}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
    >
      <AnswerContent answer={option} />
      {selected ? <span className="visually-hidden">{`, ${selectedText}`}</span> : null}
    </button>
  );
}

/* Phone one-to-one and the combined dropdown: each statement opens the list of answers. */

function MatchingDropdowns(props: InteractiveProps) {
  const { t } = useTranslation();
  const { question, answer, onChange, disabled } = props;
  const many = answer.mode === 'many-to-one';
  return (
    <div className={styles.screen}>
      <ExerciseHint>{t('exercises.matching_hint_click')}</ExerciseHint>
      <ul className={matchStyles.stack}>
        {question.statements.map((statement) => {
          const bound = boundTo(answer, statement.id);
          const name = statementPlainText(statement.text);
          return (
            <li
              key={statement.id}
              className={matchStyles.pair}
              data-tone={bound.length > 0 ? 'answering' : undefined}
            >
              <div className={matchStyles.pairStatement}>
                <Content html={statement.text} image={statement.image?.url} />
              </div>
              <Dropdown
                label={t('exercises.matching_answer_for', { statement: name })}
                hideLabel
                compact
                multiple={many}
                placeholder={t('exercises.matching_select_answer')}
                options={question.answers.map(optionOf)}
                value={many ? bound.map(String) : bound[0] == null ? null : String(bound[0])}
                disabled={disabled}
                onValueChange={(value) => {
                  const keys = (Array.isArray(value) ? value : [value]).map(Number);
                  const changed = [
                    ...bound.filter((id) => !keys.includes(id)),
                    ...keys.filter((id) => !bound.includes(id)),
                  ];
                  onChange(
                    changed.reduce((state, answerId) => toggleBind(state, statement.id, answerId), answer),
                  );
                }}
              />
            </li>
          );
        })}
      </ul>
      {props.error ? (
        <p role="alert" className={styles.muted}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/* Many-to-one: a pool of answers and a drop area per statement. */

function MatchingBuckets(props: InteractiveProps) {
  const { t } = useTranslation();
  const { question, answer, onChange, disabled } = props;
  const [selected, setSelected] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const textOf = useMatchingTexts(question);
  const nameOf = useCallback(
    (key: UniqueIdentifier) =>
      String(key) === 'pool'
        ? t('exercises.matching_answers')
        : `«${textOf(String(key).startsWith('statement') ? 'statement' : 'answer', idOf(key))}»`,
    [t, textOf],
  );
  const accessibility = useDragAccessibility(nameOf);
  const sensors = useExerciseSensors();
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
                  <AnswerChip
                    option={answerOf(answerId)}
                    id={answerId}
                    disabled={disabled}
                    selected={selected === answerId}
                    selectedText={t('exercises.matching_selected')}
                    onClick={() => setSelected(selected === answerId ? null : answerId)}
                  />
                </li>
              ))
            )}
          </DropList>
        </div>
        <ul className={matchStyles.buckets}>
          {question.statements.map((statement) => (
            <Bucket key={statement.id} statement={statement} disabled={disabled} target={selected != null}>
              <ul className={matchStyles.bucketItems}>
                {boundTo(answer, statement.id).map((answerId) => (
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
              ) : boundTo(answer, statement.id).length === 0 ? (
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
      {props.error ? (
        <p role="alert" className={styles.muted}>
          {props.error}
        </p>
      ) : null}
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
        <Content html={statement.text} image={statement.image?.url} />
      </h4>
      {children}
    </li>
  );
}

function AnswerChipFace({ option }: { option: Answer | undefined }) {
  return (
    <>
      {option?.image?.url ? <img className={matchStyles.chipImage} src={option.image.url} alt="" /> : null}
      {option?.text}
    </>
  );
}

function AnswerChip({
  option,
  id,
  disabled,
  selected,
  selectedText,
  onClick,
}: {
  option: Answer | undefined;
  id: number;
  disabled: boolean;
  selected: boolean;
  selectedText: string;
  onClick(): void;
}) {
  const drag = useDraggable({ id: answerKey(id), disabled });
  return (
    <button
      type="button"
      ref={drag.setNodeRef}
      className={styles.chip}
      data-selected={selected || undefined}
      data-dragging={drag.isDragging || undefined}
      {...drag.attributes}
      {...drag.listeners}
      aria-roledescription={undefined}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
    >
      <AnswerChipFace option={option} />
      {selected ? <span className="visually-hidden">{`, ${selectedText}`}</span> : null}
    </button>
  );
}

/* Review outside the desktop columns: each statement with its answers, marks and (full information) the key. */

/**
 * One bound answer's colour in review: with the key known, each answer is right or wrong by itself
 * (a right answer in a statement that also holds a wrong one stays green); without it, the statement's mark.
 */
function chipMark(
  item: { mark: Mark | null; correctAnswerIds: number[] | null } | undefined,
  answerId: number,
): Mark | undefined {
  if (!item?.mark) return undefined;
  if (!item.correctAnswerIds) return item.mark;
  return item.correctAnswerIds.includes(answerId) ? 'correct' : 'incorrect';
}

function MatchingReviewCards(props: Extract<MatchingProps, { mode: 'review' }>) {
  const { t } = useTranslation();
  const answerOwner = useAnswerOwnerLabel('exercises');
  const { question, review } = props;
  const textOf = useMatchingTexts(question);
  const answerOf = (id: number) => question.answers.find((option) => option.id === id);
  return (
    <div className={styles.screen}>
      <ul className={matchStyles.stack}>
        {question.statements.map((statement) => {
          const item = review.detail.statements.find((candidate) => candidate.statementId === statement.id);
          const bound = item?.boundAnswerIds ?? [];
          return (
            <li key={statement.id} className={matchStyles.pair} data-tone={toneOf(item?.mark, true)}>
              <div className={matchStyles.pairStatement}>
                <Content html={statement.text} image={statement.image?.url} />
                <ReviewMark mark={item?.mark ?? null} />
              </div>
              <div className={matchStyles.pairAnswers}>
                <span className="visually-hidden">{`${answerOwner}: `}</span>
                {bound.length === 0 ? (
                  <span className={styles.muted}>{t('exercises.no_answer')}</span>
                ) : (
                  bound.map((answerId) => (
                    <span key={answerId} className={styles.chip} data-mark={chipMark(item, answerId)}>
                      <AnswerChipFace option={answerOf(answerId)} />
                    </span>
                  ))
                )}
              </div>
              {item?.correctAnswerIds && item.mark !== 'correct' ? (
                <p className={matchStyles.fix}>
                  {`${t('exercises.correct_answer')}: `}
                  {item.correctAnswerIds.map((id) => textOf('answer', id)).join(', ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
