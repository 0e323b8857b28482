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
import { useCallback, useState } from 'react';
import {
  appendLetter,
  type LetterPlace,
  type LettersAnswer,
  type LettersReview,
  lettersLayout,
  removeLastLetter,
  swapLetters,
} from '../../../../core/quiz/index.ts';
import { useDragSensors } from '../../../drag/drag-sensors.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { Button } from '../../../primitives/index.ts';
import type { QuestionScreenProps } from '../question-screen.types.ts';
import { useAnswerOwnerLabel } from '../review-audience.tsx';
import { useDragAccessibility } from './drag-accessibility.ts';
import { ExerciseHint } from './exercise-hint.tsx';
import styles from './exercises.module.css';
import letterStyles from './letters-screen.module.css';
import { ReviewMark } from './review-mark.tsx';
import { useScreenWidth } from './screen-width.tsx';

type LettersProps = QuestionScreenProps<LettersAnswer, LettersReview>;

const placeKey = (place: LetterPlace) => `${place.row}-${place.index}`;
function placeOf(key: UniqueIdentifier): LetterPlace {
  const [row, index] = String(key).split('-');
  return { row: row === 'slots' ? 'slots' : 'pool', index: Number(index) };
}
const samePlace = (left: LetterPlace | null, right: LetterPlace) =>
  left != null && left.row === right.row && left.index === right.index;

/** Word from characters: desktop swaps letters between two rows (click or drag); phones append a tapped letter. */
export function LettersScreen(props: LettersProps) {
  if (props.mode === 'review') return <LettersReviewView {...props} />;
  return <LettersInteractive {...props} />;
}

function useLetterText() {
  const { t } = useTranslation();
  return useCallback((letter: string) => (letter === ' ' ? t('exercises.space') : letter), [t]);
}

function LetterFace({ letter }: { letter: string }) {
  const { t } = useTranslation();
  return letter === ' ' ? <span className={letterStyles.space}>{t('exercises.space')}</span> : letter;
}

function LettersInteractive(props: Extract<LettersProps, { mode: 'interactive' }>) {
  const { t } = useTranslation();
  const { answer, onChange, disabled, question } = props;
  const layout = lettersLayout(useScreenWidth());
  const [selected, setSelected] = useState<LetterPlace | null>(null);
  const [dragging, setDragging] = useState<LetterPlace | null>(null);
  const spoken = useLetterText();
  const letterAt = useCallback(
    (place: LetterPlace) => {
      const tileId = (place.row === 'slots' ? answer.slots : answer.pool)[place.index];
      return tileId == null ? null : (answer.tiles.find((tile) => tile.id === tileId)?.letter ?? null);
    },
    [answer],
  );
  const describe = useCallback(
    (place: LetterPlace) => {
      const letter = letterAt(place);
      return t(place.row === 'slots' ? 'exercises.letters_answer_place' : 'exercises.letters_pool_place', {
        number: place.index + 1,
        content: letter == null ? t('exercises.letters_empty') : spoken(letter),
      });
    },
    [letterAt, spoken, t],
  );
  const accessibility = useDragAccessibility(
    useCallback((key: UniqueIdentifier) => describe(placeOf(key)), [describe]),
  );
  const sensors = useDragSensors();
  const hintId = `letters-hint-${question.id}`;

  const onPlaceClick = (place: LetterPlace) => {
    if (layout === 'tap-append') {
      if (place.row === 'pool') onChange(appendLetter(answer, place.index));
      return;
    }
    if (selected == null) {
      if (letterAt(place) != null) setSelected(place);
      return;
    }
    setSelected(null);
    if (!samePlace(selected, place)) onChange(swapLetters(answer, selected, place));
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    setSelected(null);
    setDragging(placeOf(active.id));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (over && over.id !== active.id) onChange(swapLetters(answer, placeOf(active.id), placeOf(over.id)));
  };

  const row = (name: LetterPlace['row'], places: (number | null)[]) => (
    <div>
      <h3 className={styles.sectionLabel} id={`letters-${name}-${question.id}`}>
        {t(name === 'slots' ? 'exercises.letters_answer' : 'exercises.letters_pool')}
      </h3>
      <ul className={letterStyles.row} aria-labelledby={`letters-${name}-${question.id}`}>
        {places.map((_, index) => {
          const place = { row: name, index };
          return (
            <LetterPlaceButton
              key={placeKey(place)}
              place={place}
              letter={letterAt(place)}
              label={
                describe(place) + (samePlace(selected, place) ? `, ${t('exercises.letters_selected')}` : '')
              }
              selected={samePlace(selected, place)}
              draggable={layout === 'swap-rows'}
              disabled={
                disabled || (layout === 'tap-append' && (name === 'slots' || letterAt(place) == null))
              }
              describedBy={hintId}
              onClick={() => onPlaceClick(place)}
            />
          );
        })}
      </ul>
    </div>
  );

  return (
    <div className={styles.screen}>
      <ExerciseHint id={hintId}>
        {t(layout === 'swap-rows' ? 'exercises.letters_hint_desktop' : 'exercises.letters_hint_phone')}
      </ExerciseHint>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <div className={letterStyles.rows}>
          {row('slots', answer.slots)}
          {row('pool', answer.pool)}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging == null ? null : (
            <span className={letterStyles.place} data-overlay="">
              <LetterFace letter={letterAt(dragging) ?? ''} />
            </span>
          )}
        </DragOverlay>
      </DndContext>
      {layout === 'tap-append' ? (
        <div className={letterStyles.actions}>
          <Button
            variant="secondary"
            disabled={disabled || answer.slots.every((tileId) => tileId == null)}
            onClick={() => onChange(removeLastLetter(answer))}
          >
            {t('exercises.letters_remove_last')}
          </Button>
        </div>
      ) : null}
      {props.error ? (
        <p role="alert" className={styles.muted}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function LetterPlaceButton({
  place,
  letter,
  label,
  selected,
  draggable,
  disabled,
  describedBy,
  onClick,
}: {
  place: LetterPlace;
  letter: string | null;
  label: string;
  selected: boolean;
  draggable: boolean;
  disabled: boolean;
  describedBy: string;
  onClick(): void;
}) {
  const id = placeKey(place);
  const drop = useDroppable({ id, disabled: !draggable || disabled });
  const drag = useDraggable({ id, disabled: !draggable || disabled || letter == null });
  const dragProps = draggable && letter != null ? { ...drag.attributes, ...drag.listeners } : {};
  return (
    <li>
      <button
        type="button"
        ref={(node) => {
          drop.setNodeRef(node);
          drag.setNodeRef(node);
        }}
        className={`${letterStyles.place} ${place.row === 'slots' ? letterStyles.slot : letterStyles.pool}`}
        data-filled={letter != null || undefined}
        data-empty={letter == null || undefined}
        data-selected={selected || undefined}
        data-over={(drop.isOver && !drag.isDragging) || undefined}
        data-dragging={drag.isDragging || undefined}
        {...dragProps}
        aria-roledescription={undefined}
        aria-pressed={draggable ? selected : undefined}
        aria-label={label}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={onClick}
      >
        {letter == null ? null : <LetterFace letter={letter} />}
      </button>
    </li>
  );
}

function LettersReviewView(props: Extract<LettersProps, { mode: 'review' }>) {
  const { t } = useTranslation();
  const answerOwner = useAnswerOwnerLabel('exercises');
  const spoken = useLetterText();
  const { letters, correctWord } = props.review.detail;
  const marks = props.review.display.marksAnswers;
  return (
    <div className={styles.screen}>
      <div>
        <h3 className={styles.sectionLabel}>{answerOwner}</h3>
        {letters.length === 0 ? (
          <p className={styles.muted}>{t('exercises.no_answer')}</p>
        ) : (
          <ol
            className={letterStyles.row}
            aria-label={letters.map((letter) => spoken(letter.letter)).join(' ')}
          >
            {letters.map((letter, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: letters repeat; the place is the identity
                key={index}
                className={letterStyles.place}
                data-mark={letter.isWrong ? 'incorrect' : marks ? 'correct' : undefined}
              >
                <LetterFace letter={letter.letter} />
                {letter.isWrong ? (
                  <span className="visually-hidden">{` (${t('exercises.letters_wrong')})`}</span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {marks && (props.review.verdict === 'correct' || props.review.verdict === 'incorrect') ? (
          <p className="visually-hidden">
            <ReviewMark mark={props.review.verdict} />
          </p>
        ) : null}
      </div>
      {correctWord ? (
        <section className={styles.key}>
          <h3 className={styles.keyTitle}>{t('exercises.correct_word')}</h3>
          <p className={letterStyles.keyWord}>{correctWord}</p>
        </section>
      ) : null}
    </div>
  );
}
